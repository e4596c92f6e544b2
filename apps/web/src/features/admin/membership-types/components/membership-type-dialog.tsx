import { membershipTypeFields, membershipTypeInputSchema, type MembershipType } from '@osi/shared';
import { PriceDialog } from '../../components/price-dialog';
import { useSaveMembershipType } from '../api/save-membership-type';

type MembershipTypeDialogProps = {
  /** The type to update; without it the dialog adds a new one. */
  type?: MembershipType | undefined;
  onClose: () => void;
};

/** Add (or, given a type, Update) a membership type. */
export function MembershipTypeDialog({ type, onClose }: MembershipTypeDialogProps) {
  const save = useSaveMembershipType();
  return (
    <PriceDialog
      title={type ? 'Update' : 'Add Membership Type'}
      fields={membershipTypeFields}
      schema={membershipTypeInputSchema}
      initial={type}
      save={(input) => save.mutateAsync({ id: type?.id, input })}
      onClose={onClose}
    />
  );
}
