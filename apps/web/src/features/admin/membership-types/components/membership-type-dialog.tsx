import { membershipTypeFields, membershipTypeInputSchema, type MembershipType } from '@osi/shared';
import { FieldsFromDefinitions } from '@/components/form/fields-from-definitions';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSaveMembershipType } from '../api/save-membership-type';

type MembershipTypeDialogProps = {
  /** The type to update; without it the dialog adds a new one. */
  type?: MembershipType | undefined;
  onClose: () => void;
};

/** Add (or, given a type, Update) a membership type, rendered from its field definitions. */
export function MembershipTypeDialog({ type, onClose }: MembershipTypeDialogProps) {
  const save = useSaveMembershipType();
  const form = useZodForm(membershipTypeInputSchema, {
    defaultValues: { name: type?.name ?? '', price: type?.price ?? '' },
  });

  return (
    <FormDialog
      title={type ? 'Update' : 'Add Membership Type'}
      onClose={onClose}
      form={form}
      className="mt-5 grid gap-4"
      successToast
      onSubmit={(input) => save.mutateAsync({ id: type?.id, input })}
      submitLabel="Submit"
      busyLabel="Saving…"
      actionsClassName="mt-2"
    >
      <FieldsFromDefinitions definitions={membershipTypeFields} />
    </FormDialog>
  );
}
