import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { takenMessage, useTakenCheck, type UniqueField } from '../api/check-taken';

/**
 * Looks up the fields a member must not share with another (e-mail, mobile, dental number)
 * when one is left and again on Next, and puts "already in use" under each that is taken.
 * Editing a field clears its error.
 */
export const useUniqueFields = <T extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<T, unknown, Output>,
  fields: readonly (UniqueField & Path<T>)[],
) => {
  const isTaken = useTakenCheck();

  const mark = async (field: UniqueField & Path<T>, value: string) => {
    const taken = await isTaken(field, value);
    if (taken) form.setError(field, { type: 'taken', message: takenMessage(field) });
    return taken;
  };

  const registerUnique = (field: UniqueField & Path<T>) =>
    form.register(field, {
      onChange: () => form.clearErrors(field),
      onBlur: (event: { target: { value: string } }) => void mark(field, event.target.value),
    });

  /** On Next: whether any is taken; focuses the first that is. */
  const anyTaken = async (values: Partial<Record<UniqueField, string>>) => {
    const taken = await Promise.all(fields.map((field) => mark(field, values[field] ?? '')));
    const first = fields.find((_, index) => taken[index]);
    if (first) form.setFocus(first);
    return first !== undefined;
  };

  return { registerUnique, anyTaken };
};
