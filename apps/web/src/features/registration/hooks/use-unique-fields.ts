import type { FocusEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { takenMessage, useTakenCheck, type UniqueField } from '../api/check-taken';

type LeaveHandler = (event: FocusEvent<HTMLInputElement>) => void;

/**
 * Looks up the fields a member must not share with another (e-mail, mobile, dental number)
 * when one is left (`onLeave`, given to the field's onBlur) and again on Next, and puts
 * "already in use" under each that is taken. Editing the field checks it afresh, which clears
 * that error.
 */
export const useUniqueFields = <
  T extends FieldValues,
  Output extends FieldValues,
  F extends UniqueField & Path<T>,
>(
  form: UseFormReturn<T, unknown, Output>,
  fields: readonly F[],
) => {
  const isTaken = useTakenCheck();

  const mark = async (field: F, value: string) => {
    const taken = await isTaken(field, value);
    if (taken) form.setError(field, { type: 'taken', message: takenMessage(field) });
    return taken;
  };

  const check =
    (field: F): LeaveHandler =>
    (event) =>
      void mark(field, event.target.value);
  const onLeave = Object.fromEntries(fields.map((field) => [field, check(field)])) as Record<
    F,
    LeaveHandler
  >;

  /** On Next: goes `onNext` unless a field is taken, else focuses the first that is. */
  const nextUnlessTaken =
    <V extends Partial<Record<UniqueField, string>>>(onNext: (values: V) => void) =>
    async (values: V) => {
      const taken = await Promise.all(fields.map((field) => mark(field, values[field] ?? '')));
      const first = fields.find((_, index) => taken[index]);
      if (first) form.setFocus(first);
      else onNext(values);
    };

  return { onLeave, nextUnlessTaken };
};
