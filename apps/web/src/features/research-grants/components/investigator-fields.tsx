import { investigatorGenders } from '@osi/shared';
import { InputField, SelectInputField, TextareaInputField } from '@/components/form/fields';
import { SelectOptions } from '@/components/ui/select-field';

/** An investigator's fields, principal or co-principal, named under `prefix`. */
export function InvestigatorFields({ prefix }: { prefix: string }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField name={`${prefix}.name`} label="Name" autoComplete="off" />
      <InputField name={`${prefix}.position`} label="Position" autoComplete="off" />
      <InputField
        name={`${prefix}.age`}
        label="Age"
        inputMode="numeric"
        autoComplete="off"
        className="sm:max-w-40"
      />
      <SelectInputField name={`${prefix}.gender`} label="Gender" className="sm:max-w-60">
        <SelectOptions values={investigatorGenders} placeholder="Select gender" />
      </SelectInputField>
      <InputField name={`${prefix}.emailId`} label="Email" type="email" autoComplete="off" />
      <InputField
        name={`${prefix}.phoneNumber`}
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
      />
      <InputField name={`${prefix}.affiliation`} label="Affiliation" autoComplete="off" />
      <TextareaInputField
        name={`${prefix}.permanentAddress`}
        label="Permanent Address"
        rows={2}
        className="sm:col-start-1"
      />
      <TextareaInputField name={`${prefix}.officialAddress`} label="Official Address" rows={2} />
    </div>
  );
}
