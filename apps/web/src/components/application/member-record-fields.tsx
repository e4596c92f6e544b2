import type { ComponentProps } from 'react';
import { InputField } from '@/components/form/fields';
import type { useMembershipNumberCheck } from '@/hooks/use-membership-number-check';

type InputFieldProps = ComponentProps<typeof InputField>;

/** A field an application takes from the member's record: shown, not edited. */
export function MemberRecordField(props: Omit<InputFieldProps, 'readOnly' | 'hint'>) {
  return <InputField {...props} readOnly hint="From your member record." />;
}

/** The membership number an application names, checked as the field is left. */
export function MembershipNumberField({
  name,
  check,
}: {
  name: string;
  check: ReturnType<typeof useMembershipNumberCheck>;
}) {
  return (
    <InputField
      name={name}
      label="Membership Number"
      autoComplete="off"
      onBlur={check.onLeave}
      hint={check.hint}
    />
  );
}
