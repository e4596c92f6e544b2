import {
  roadmapApprovalStatuses,
  roadmapMessages,
  roadmapMonthsOf,
  roadmapReviewSchema,
  roadmapReviewStatuses,
  type AdminRoadmapPart,
  type RoadmapApproval,
} from '@osi/shared';
import { AdminSection } from '../../components/admin-section';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { SelectInputField, TextareaInputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { SelectField, SelectOptions } from '@/components/ui/select-field';
import { adminPaths } from '@/config/paths';
import { RoadmapPartFiles } from '@/features/research-grants/components/roadmap-panel';
import { serverMessage } from '@/lib/api-client';
import { capitalise } from '@/utils/capitalise';
import { useReviewRoadmap, useRoadmapApproval } from '../api/research-grants';

/** One reviewer's verdict, changed as soon as it is chosen. */
function ApprovalItem({
  grantId,
  part,
  item,
}: {
  grantId: string;
  part: 1 | 2;
  item: RoadmapApproval;
}) {
  const approval = useRoadmapApproval(grantId);
  return (
    <SelectField
      label={`${item.departmentName}: ${item.reviewer}`}
      value={item.status}
      disabled={approval.isPending}
      onChange={(event) =>
        approval.mutate(
          {
            part,
            departmentId: item.departmentId,
            reviewer: item.reviewer,
            status: event.target.value as RoadmapApproval['status'],
          },
          {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(serverMessage(error, roadmapMessages.approvalFailed)),
          },
        )
      }
    >
      <SelectOptions values={roadmapApprovalStatuses} labelOf={capitalise} />
    </SelectField>
  );
}

/** The departments' sign-off of a part, and whether it is complete. */
function DepartmentApprovals({ grantId, part }: { grantId: string; part: AdminRoadmapPart }) {
  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-slate-900">Departmental approvals</h4>
        <Badge tone={part.allApproved ? 'green' : 'yellow'}>
          {part.allApproved ? 'All approved' : 'Awaiting approvals'}
        </Badge>
      </div>
      {part.approvals.length === 0 ? (
        <p className="text-sm text-slate-600">
          No departments are set up, so the committee decides alone.{' '}
          <Link to={adminPaths.roadmapDepartments} className="text-brand-800 underline">
            Set up departments
          </Link>
        </p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {part.approvals.map((item) => (
              <ApprovalItem
                key={`${item.departmentId}-${item.reviewer}`}
                grantId={grantId}
                part={part.part}
                item={item}
              />
            ))}
          </div>
          {part.status !== 'pending' && (
            <p className="text-sm text-slate-600">{roadmapMessages.decidedAlready}</p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The committee's decision on a part: no status is chosen at first, so Update waits for one
 * (the part's badge shows where it stands); a reason is needed to approve or reject.
 */
function PartReviewForm({
  grantId,
  part,
  onDone,
}: {
  grantId: string;
  part: AdminRoadmapPart;
  onDone: () => void;
}) {
  const review = useReviewRoadmap(grantId);
  const form = useZodForm(roadmapReviewSchema, {
    defaultValues: { part: part.part, reason: '' },
  });
  const [status, reason] = useWatch({ control: form.control, name: ['status', 'reason'] });
  const needsReason = status !== 'pending' && !reason?.trim();
  return (
    <MutationForm
      form={form}
      className="grid gap-4"
      mutation={review}
      onSaved={onDone}
      failureToast={(error, { onFields }) =>
        onFields ? null : serverMessage(error, roadmapMessages.updateFailed)
      }
    >
      <SelectInputField
        name="status"
        label="Status"
        className="sm:max-w-xs"
        onChange={() => form.setValue('reason', '')}
      >
        <SelectOptions
          values={roadmapReviewStatuses}
          placeholder="Choose a status"
          labelOf={capitalise}
        />
      </SelectInputField>
      <TextareaInputField
        name="reason"
        label="Reason"
        required={status !== 'pending'}
        hint="The applicant reads it with the decision."
      />
      <div>
        <SubmitButton busyLabel="Updating…" disabled={!status || needsReason}>
          Update
        </SubmitButton>
      </div>
    </MutationForm>
  );
}

/** The Admin Roadmap Panel: each uploaded part, its files, the sign-off and the decision. */
export function AdminRoadmapPanel({
  grantId,
  parts,
  onDone,
}: {
  grantId: string;
  parts: AdminRoadmapPart[];
  onDone: () => void;
}) {
  return (
    <AdminSection title="Admin Roadmap Panel" className="grid gap-5">
      {parts.length === 0 && <p className="text-slate-600">{roadmapMessages.noRoadmaps}</p>}
      {parts.map((part) => (
        <div
          key={part.part}
          role="group"
          aria-label={`Months ${roadmapMonthsOf[part.part][0]} to ${roadmapMonthsOf[part.part][2]}`}
          className="grid gap-4"
        >
          <RoadmapPartFiles part={part} />
          <DepartmentApprovals grantId={grantId} part={part} />
          <PartReviewForm
            key={`${part.status}-${part.submittedAt}`}
            grantId={grantId}
            part={part}
            onDone={onDone}
          />
        </div>
      ))}
    </AdminSection>
  );
}
