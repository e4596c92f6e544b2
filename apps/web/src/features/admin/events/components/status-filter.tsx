import {
  registrationStatuses,
  registrationStatusLabels,
  type RegistrationStatus,
} from '@osi/shared';
import { SelectField, SelectOptions } from '@/components/ui/select-field';

type StatusFilterProps = { value: string; onChange: (status: string) => void };

/** Narrows the attendees to one status; empty shows them all. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <SelectField
      label="Status"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="w-full sm:w-56"
    >
      <SelectOptions
        values={registrationStatuses}
        placeholder="All statuses"
        labelOf={(status) => registrationStatusLabels[status as RegistrationStatus]}
      />
    </SelectField>
  );
}
