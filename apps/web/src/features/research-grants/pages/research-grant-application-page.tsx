import { researchGrantMessages } from '@osi/shared';
import { ApplicationGate } from '@/components/application/application-gate';
import { ApplicationPage } from '@/components/application/application-page';
import { useOwnResearchGrant } from '../api/research-grant';
import { ResearchGrantForm } from '../components/research-grant-form';

/** What the page holds: the form, or why the member cannot apply now. */
function ApplicationBody() {
  const own = useOwnResearchGrant();

  return (
    <ApplicationGate
      loading={own.isPending}
      failed={own.isError}
      open={Boolean(own.data?.grant && own.data.grant.status !== 'declined')}
      messages={researchGrantMessages}
      tab="research-grant"
    >
      {(profile) => <ResearchGrantForm profile={profile} />}
    </ApplicationGate>
  );
}

/** /research-grant-application: an approved member applies for one of the society's grants. */
export function ResearchGrantApplicationPage() {
  return (
    <ApplicationPage
      title="Research Grant Application"
      banner={{
        captionKey: 'research-form-banner',
        fallback: 'Research Grants of the Oral Implantology Society of India',
      }}
      width="max-w-6xl"
    >
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">
        Research Grant Application
      </h2>
      <ApplicationBody />
    </ApplicationPage>
  );
}
