import { QueryStates } from '@/components/ui/query-states';
import { roadmapDepartmentFormSchema, type RoadmapDepartment } from '@osi/shared';
import { Network, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { InputField, TextareaInputField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api-client';
import { AdminPageHeader } from '../../components/admin-page-header';
import {
  useDeleteDepartment,
  useRoadmapDepartments,
  useSaveDepartment,
} from '../api/roadmap-departments';

/** Adding a department, or changing one: its name and its reviewers, one a line. */
function DepartmentDialog({
  department,
  onClose,
}: {
  department?: RoadmapDepartment;
  onClose: () => void;
}) {
  const save = useSaveDepartment(department?.id);
  const form = useZodForm(roadmapDepartmentFormSchema, {
    defaultValues: {
      name: department?.name ?? '',
      reviewers: department?.reviewers.join('\n') ?? '',
    },
  });
  return (
    <FormDialog
      form={form}
      title={department ? 'Update department' : 'Add department'}
      onClose={onClose}
      successToast
      onSubmit={(input) => save.mutateAsync(input)}
      submitLabel="Save"
      busyLabel="Saving…"
      className="mt-4 grid gap-4"
    >
      <InputField name="name" label="Department" autoComplete="off" />
      <TextareaInputField
        name="reviewers"
        label="Reviewers"
        rows={4}
        hint="One name a line. Each reviewer approves or rejects every roadmap part."
      />
    </FormDialog>
  );
}

function DeleteDepartmentButton({ department }: { department: RoadmapDepartment }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteDepartment();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete <span className="sr-only">{department.name}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        question={`Delete the ${department.name} department?`}
        isConfirming={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(department.id, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(serverMessage(error, 'Error deleting the department')),
            onSettled: () => setAsking(false),
          })
        }
      >
        Its reviewers' approvals stop counting for every roadmap part.
      </ConfirmDialog>
    </>
  );
}

/** The departments whose reviewers sign roadmap parts off before the committee approves them. */
export function RoadmapDepartmentsPage() {
  const departments = useRoadmapDepartments();
  const [editing, setEditing] = useState<RoadmapDepartment | 'new'>();

  return (
    <>
      <AdminPageHeader
        title="Roadmap departments"
        description="A roadmap part can be approved once every reviewer of every department below has approved it."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add department
          </Button>
        }
      />
      <QueryStates
        query={departments}
        loading={<Skeleton className="h-32 rounded-xl" />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState icon={Network} title="No departments yet">
            Without departments, the committee approves roadmap parts on its own.
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.map((department) => (
              <li
                key={department.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <h2 className="font-semibold text-slate-900">{department.name}</h2>
                  <p className="text-sm text-slate-600">{department.reviewers.join(', ')}</p>
                </div>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(department)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit <span className="sr-only">{department.name}</span>
                  </Button>
                  <DeleteDepartmentButton department={department} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {editing && (
        <DepartmentDialog
          department={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
