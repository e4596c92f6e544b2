import { fellowshipMessages } from '@osi/shared';
import { Alert } from '@/components/ui/alert';
import { useProfile } from '@/features/members/api/get-profile';
import { ApplicationGate } from '@/features/members/components/cannot-apply';
import { useCaption } from '@/features/site/api/get-caption';
import { CaptionBanner } from '@/features/site/components/caption-banner';
import { PageTitle } from '@/features/site/components/page-title';
import { ApiError } from '@/lib/api-client';
import { useFellowshipFee } from '../api/get-fellowship-fee';
import { useOwnFellowship } from '../api/get-own-fellowship';
import { FellowshipForm } from '../components/fellowship-form';

/** What the page holds: the form, or why the member cannot apply now. */
function ApplicationBody() {
  const profile = useProfile();
  const own = useOwnFellowship();
  const fee = useFellowshipFee();

  return (
    <ApplicationGate
      loading={profile.isPending || own.isPending || fee.isPending}
      failed={profile.isError || own.isError}
      approved={profile.data?.status === 'approved'}
      open={Boolean(own.data?.fellowship && own.data.fellowship.status !== 'declined')}
      messages={fellowshipMessages}
      tab="fellowship"
    >
      {() => {
        if (fee.isError) {
          const noFee = fee.error instanceof ApiError && fee.error.status === 409;
          return (
            <Alert tone={noFee ? 'info' : 'error'}>
              {noFee ? fellowshipMessages.noFee : fellowshipMessages.failed}
            </Alert>
          );
        }
        return <FellowshipForm profile={profile.data!} fee={fee.data!} />;
      }}
    </ApplicationGate>
  );
}

/** /apply-fellowship, "Pay and Register": the paid fellowship application of an approved member. */
export function ApplyFellowshipPage() {
  const header = useCaption('fellowship-form-header');
  return (
    <>
      <PageTitle title="Pay and Register" />
      <CaptionBanner
        captionKey="fellowship-form-banner"
        fallback="Fellowship of the Oral Implantology Society of India"
      />
      <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto grid max-w-5xl gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Pay and Register</h2>
            {header.data?.caption && <p className="mt-2 text-slate-600">{header.data.caption}</p>}
          </div>
          <ApplicationBody />
        </div>
      </div>
    </>
  );
}
