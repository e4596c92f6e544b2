import { membershipTypeFields, membershipTypeInputSchema, type MembershipType } from '@osi/shared';
import { useId } from 'react';
import { FieldsFromDefinitions } from '@/components/form/fields-from-definitions';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { useZodForm } from '@/components/form/use-zod-form';
import { Dialog } from '@/components/ui/dialog';
import { useSaveMembershipType } from '../api/save-membership-type';

type MembershipTypeDialogProps = {
  /** The type to update; without it the dialog adds a new one. */
  type?: MembershipType | undefined;
  onClose: () => void;
};

/** Add (or, given a type, Update) a membership type, rendered from its field definitions. */
export function MembershipTypeDialog({ type, onClose }: MembershipTypeDialogProps) {
  const titleId = useId();
  const save = useSaveMembershipType();
  const form = useZodForm(membershipTypeInputSchema, {
    defaultValues: { name: type?.name ?? '', price: type?.price ?? '' },
  });

  return (
    <Dialog open onClose={onClose} labelledBy={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {type ? 'Update' : 'Add Membership Type'}
      </h2>
      <Form
        form={form}
        className="mt-5 grid gap-4"
        successToast
        onSubmit={(input) => save.mutateAsync({ id: type?.id, input })}
        onSaved={onClose}
      >
        <FieldsFromDefinitions definitions={membershipTypeFields} />
        <FormActions onCancel={onClose} submitLabel="Submit" busyLabel="Saving…" className="mt-2" />
      </Form>
    </Dialog>
  );
}
