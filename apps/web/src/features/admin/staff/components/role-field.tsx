import { staffRoleLabels, staffRoles } from '@osi/shared';
import { SelectInputField } from '@/components/form/fields';
import { SelectOptions } from '@/components/ui/select-field';

const labelOf = (role: string) => staffRoleLabels[role as keyof typeof staffRoleLabels];

/** The role a new administrator will hold, in a form. */
export function RoleField() {
  return (
    <SelectInputField name="role" label="Role">
      <SelectOptions values={staffRoles} labelOf={labelOf} />
    </SelectInputField>
  );
}

/** The role options, for a select outside a form. */
export const roleOptions = <SelectOptions values={staffRoles} labelOf={labelOf} />;
