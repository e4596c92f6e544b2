import { fellowshipMessages } from '@osi/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/members/api/get-profile';
import { useCaption } from '@/features/site/api/get-caption';
import { CaptionBanner } from '@/features/site/components/caption-banner';
import { PageTitle } from '@/features/site/components/page-title';
import { ApiError } from '@/lib/api-client';
import { useFellowshipFee } from '../api/get-fellowship-fee';
import { useOwnFellowship } from '../api/get-own-fellowship';
import { FellowshipForm } from '../components/fellowship-form';

function CannotApply({ reason }: { reason: string }) {
  return (
    <div className="grid justify-items-start gap-4">
      <Alert tone="info" className="w-full">
        {reason}
      </Alert>
      <Link to={`${paths.dashboard}?tab=fellowship`} className={buttonClasses('secondary')}>
        Go to your dashboard
      </Link>
    </div>
  );
}

/** What the page holds: the form, or why the member cannot apply now. */
function ApplicationBody() {
  const profile = useProfile();
  const own = useOwnFellowship();
  const fee = useFellowshipFee();

  if (profile.isPending || own.isPending || fee.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  }
  if (profile.isError || own.isError) {
    return <Alert tone="error">{fellowshipMessages.failed}</Alert>;
  }
  if (profile.data.status !== 'approved') {
    return <CannotApply reason={fellowshipMessages.notApproved} />;
  }
  const open = own.data.fellowship && own.data.fellowship.status !== 'declined';
  if (open) return <CannotApply reason={fellowshipMessages.alreadyApplied} />;
  if (fee.isError) {
    const noFee = fee.error instanceof ApiError && fee.error.status === 409;
    return (
      <Alert tone={noFee ? 'info' : 'error'}>
        {noFee ? fellowshipMessages.noFee : fellowshipMessages.failed}
      </Alert>
    );
  }
  return <FellowshipForm profile={profile.data} fee={fee.data} />;
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
