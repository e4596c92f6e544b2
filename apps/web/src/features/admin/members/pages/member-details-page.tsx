import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPaths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { LoadError } from '@/components/ui/load-error';
import { useGoBack } from '../../hooks/use-go-back';
import { useMember } from '../api/get-member';
import { DeletedNotice } from '../components/deleted-notice';
import { MemberHeader } from '../components/member-header';
import { MemberNotFound } from '../components/member-not-found';
import { MemberSections } from '../components/member-sections';
import { StatusUpdateForm } from '../components/status-update-form';

/** No member has this id: none was ever stored, or the address is not an id at all. */
const isMissing = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** One member's whole record, with the review of their application. */
export function MemberDetailsPage() {
  const { id = '' } = useParams();
  const member = useMember(id);
  const goBack = useGoBack(adminPaths.membershipApplications);

  if (member.isError && isMissing(member.error)) return <MemberNotFound onGoBack={goBack} />;

  const data = member.data;
  return (
    <>
      <MemberHeader member={data} onGoBack={goBack} />
      {member.isError ? (
        <LoadError error={member.error} onRetry={() => void member.refetch()} />
      ) : !data ? (
        <div className="grid gap-6" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : (
        <>
          {data.deletedAt && <DeletedNotice id={data.id} deletedAt={data.deletedAt} />}
          <div className="grid gap-6">
            <MemberSections member={data} />
            {!data.isManual && !data.deletedAt && (
              <StatusUpdateForm member={data} onDone={goBack} />
            )}
          </div>
        </>
      )}
    </>
  );
}
