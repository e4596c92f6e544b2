import { researchGrantMessages } from '@osi/shared';
import { useProfile } from '@/features/members/api/get-profile';
import { ApplicationGate } from '@/features/members/components/cannot-apply';
import { CaptionBanner } from '@/features/site/components/caption-banner';
import { PageTitle } from '@/features/site/components/page-title';
import { useOwnResearchGrant } from '../api/research-grant';
import { ResearchGrantForm } from '../components/research-grant-form';

/** What the page holds: the form, or why the member cannot apply now. */
function ApplicationBody() {
  const profile = useProfile();
  const own = useOwnResearchGrant();

  return (
    <ApplicationGate
      loading={profile.isPending || own.isPending}
      failed={profile.isError || own.isError}
      approved={profile.data?.status === 'approved'}
      open={Boolean(own.data?.grant && own.data.grant.status !== 'declined')}
      messages={researchGrantMessages}
      tab="research-grant"
    >
      {() => <ResearchGrantForm profile={profile.data!} />}
    </ApplicationGate>
  );
}

/** /research-grant-application: an approved member applies for one of the society's grants. */
export function ResearchGrantApplicationPage() {
  return (
    <>
      <PageTitle title="Research Grant Application" />
      <CaptionBanner
        captionKey="research-form-banner"
        fallback="Research Grants of the Oral Implantology Society of India"
      />
      <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto grid max-w-6xl gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">
            Research Grant Application
          </h2>
          <ApplicationBody />
        </div>
      </div>
    </>
  );
}
