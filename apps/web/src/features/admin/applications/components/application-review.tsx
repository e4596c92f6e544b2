import type { ApplicationStatus } from '@osi/shared';
import type { ReactNode } from 'react';
import type { ApplicationKind } from '../application-kind';
import { DeletedNotice } from './deleted-notice';
import { StatusUpdateForm } from './status-update-form';

type ApplicationReviewProps = {
  kind: ApplicationKind;
  application: {
    id: string;
    status: ApplicationStatus;
    comments: string;
    deletedAt: string | null;
  };
  /** False where the application is not for review (e.g. a member added by hand). */
  reviewable?: boolean;
  /** What a status change does beyond the status, shown above the Actions form. */
  note: string;
  onDone: () => void;
  /** The application's own sections. */
  children: ReactNode;
};

/**
 * An application on its details page: a deleted one says so and can be restored; any other
 * ends with the Actions section that changes its status.
 */
export function ApplicationReview({
  kind,
  application,
  reviewable = true,
  note,
  onDone,
  children,
}: ApplicationReviewProps) {
  return (
    <>
      {application.deletedAt && (
        <DeletedNotice kind={kind} id={application.id} deletedAt={application.deletedAt} />
      )}
      <div className="grid gap-6">
        {children}
        {reviewable && !application.deletedAt && (
          <StatusUpdateForm kind={kind} application={application} note={note} onDone={onDone} />
        )}
      </div>
    </>
  );
}
