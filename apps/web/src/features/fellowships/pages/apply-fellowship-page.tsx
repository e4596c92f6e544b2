import { fellowshipMessages } from '@osi/shared';
import { ApplicationGate } from '@/components/application/application-gate';
import { ApplicationPage } from '@/components/application/application-page';
import { Alert } from '@/components/ui/alert';
import { useCaption } from '@/features/site/api/get-caption';
import { ApiError } from '@/lib/api-client';
import { useFellowshipFee } from '../api/get-fellowship-fee';
import { useOwnFellowship } from '../api/get-own-fellowship';
import { FellowshipForm } from '../components/fellowship-form';

/** What the page holds: the form, or why the member cannot apply now. */
function ApplicationBody() {
  const own = useOwnFellowship();
  const fee = useFellowshipFee();

  return (
    <ApplicationGate
      loading={own.isPending || fee.isPending}
      failed={own.isError}
      open={Boolean(own.data?.fellowship && own.data.fellowship.status !== 'declined')}
      messages={fellowshipMessages}
      tab="fellowship"
    >
      {(profile) => {
        if (fee.isError) {
          const noFee = fee.error instanceof ApiError && fee.error.status === 409;
          return (
            <Alert tone={noFee ? 'info' : 'error'}>
              {noFee ? fellowshipMessages.noFee : fellowshipMessages.failed}
            </Alert>
          );
        }
        return <FellowshipForm profile={profile} fee={fee.data!} />;
      }}
    </ApplicationGate>
  );
}

/** /apply-fellowship, "Pay and Register": the paid fellowship application of an approved member. */
export function ApplyFellowshipPage() {
  const header = useCaption('fellowship-form-header');
  return (
    <ApplicationPage
      title="Pay and Register"
      banner={{
        captionKey: 'fellowship-form-banner',
        fallback: 'Fellowship of the Oral Implantology Society of India',
      }}
      width="max-w-5xl"
    >
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Pay and Register</h2>
        {header.data?.caption && <p className="mt-2 text-slate-600">{header.data.caption}</p>}
      </div>
      <ApplicationBody />
    </ApplicationPage>
  );
}
