import { genders, titles } from '@osi/shared';
import type { FocusEvent, ReactNode } from 'react';
import { InputField, SelectInputField } from '@/components/form/fields';
import { FormSection } from '@/components/form/form-section';
import { SelectOptions } from '@/components/ui/select-field';
import { capitalise } from '@/utils/capitalise';
import { today } from '@/utils/today';

/** The fields a member may not share with another, checked when they are left. */
type UniqueDetail = 'mobileNo' | 'dentalRegNumber';

type PersonalDetailsFieldsProps = {
  /** The countries the form offers. */
  countries: readonly string[];
  /** Runs when the field is left, after the form's own check (e.g. "already registered?"). */
  onLeave?: Partial<Record<UniqueDetail, (event: FocusEvent<HTMLInputElement>) => void>>;
  /** The form's further contact fields, after the mobile number. */
  children?: ReactNode;
};

/**
 * A member's personal, professional and contact details, as fields of the surrounding form
 * (the registration wizard's and the member's own Edit Information): its schema gives each
 * field its rules, messages and required marker, and a field's name in words is its label
 * unless it is given one.
 */
export function PersonalDetailsFields({
  countries,
  onLeave = {},
  children,
}: PersonalDetailsFieldsProps) {
  return (
    <>
      <FormSection title="Personal details">
        <SelectInputField name="title">
          <SelectOptions values={titles} placeholder="Select a title" />
        </SelectInputField>
        <InputField name="firstName" autoComplete="given-name" />
        <InputField name="middleName" autoComplete="additional-name" />
        <InputField name="lastName" autoComplete="family-name" />
        <InputField
          name="dob"
          label="Date of birth"
          type="date"
          max={today()}
          autoComplete="bday"
        />
        <SelectInputField name="gender">
          <SelectOptions values={genders} placeholder="Select a gender" labelOf={capitalise} />
        </SelectInputField>
        <InputField name="nationality" />
      </FormSection>

      <FormSection title="Professional details">
        <InputField name="specialty" label="Speciality" />
        <InputField name="institution" autoComplete="organization" />
        <InputField name="department" />
        <InputField
          name="dentalRegNumber"
          label="Dental registration number"
          onBlur={onLeave.dentalRegNumber}
          announceError={onLeave.dentalRegNumber !== undefined}
        />
        <InputField
          name="certificateName"
          label="Name on certificate"
          hint="As it should appear on your membership certificate."
        />
        <InputField name="referenceCode" />
      </FormSection>

      <FormSection title="Contact details">
        <InputField name="address" autoComplete="street-address" className="sm:col-span-2" />
        <InputField name="city" autoComplete="address-level2" />
        <InputField name="state" autoComplete="address-level1" />
        <InputField name="postcode" autoComplete="postal-code" />
        <SelectInputField name="country" autoComplete="country-name">
          <SelectOptions values={countries} placeholder="Select a country" />
        </SelectInputField>
        <InputField
          name="mobileNo"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits"
          onBlur={onLeave.mobileNo}
          announceError={onLeave.mobileNo !== undefined}
        />
        {children}
      </FormSection>
    </>
  );
}
