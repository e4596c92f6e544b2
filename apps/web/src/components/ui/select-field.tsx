import type { ComponentProps } from 'react';
import { controlClasses, Field, type FieldProps } from './field';

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'required' | 'className'>;

/** A labelled select; its options are the children (see SelectOptions). */
export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select {...control} {...select} className={controlClasses}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** The options of a list of values, after an empty choice shown until one is picked. */
export function SelectOptions({
  values,
  placeholder,
  labelOf = (value) => value,
}: {
  values: readonly string[];
  placeholder: string;
  labelOf?: (value: string) => string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  );
}
