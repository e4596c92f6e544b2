import { useState, type FocusEvent } from 'react';
import { get, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { membershipNumberMessages, ownProfileEndpoints } from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';

const checkType = 'membership-number';

/**
 * The fellowship and research grant forms' check of the membership number: when the field is
 * left, the server says whether it is the signed-in member's own, and the field shows the
 * spec's valid or invalid message (or that the check failed). Editing the field clears it.
 * `invalid` is true while the invalid message shows, for a submit button to wait on; `hint` is
 * what the field says under it meanwhile.
 */
export const useMembershipNumberCheck = <T extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<T, unknown, Output>,
  name: Path<T>,
) => {
  const check = useMutation({
    mutationFn: (membershipNumber: string) =>
      callEndpoint(ownProfileEndpoints.checkMembershipNumber, { body: { membershipNumber } }),
  });
  const [confirmed, setConfirmed] = useState<string>();
  const value: unknown = useWatch({ control: form.control, name });

  const checkOnLeave = async (event: FocusEvent<HTMLInputElement>) => {
    const membershipNumber = event.target.value.trim();
    if (!membershipNumber || get(form.formState.errors, name)) return;
    const message = await check.mutateAsync(membershipNumber).then(
      ({ isValid }) => (isValid ? undefined : membershipNumberMessages.invalid),
      () => membershipNumberMessages.checkFailed,
    );
    if (message) form.setError(name, { type: checkType, message });
    else setConfirmed(membershipNumber);
  };

  const error = get(form.formState.errors, name) as { type?: string } | undefined;
  const valid = confirmed !== undefined && confirmed === String(value ?? '').trim() && !error;
  return {
    // The check shows its own failure on the field, so nothing waits for it.
    onLeave: (event: FocusEvent<HTMLInputElement>) => void checkOnLeave(event),
    invalid: error?.type === checkType,
    hint: check.isPending
      ? 'Checking the membership number…'
      : valid
        ? membershipNumberMessages.valid
        : undefined,
  };
};
