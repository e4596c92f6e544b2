import type { ComponentProps } from 'react';
import { controlClasses, Field, type FieldProps } from './field';

type TextareaFieldProps = FieldProps &
  Omit<ComponentProps<'textarea'>, 'id' | 'required' | 'className'>;

export function TextareaField({
  label,
  error,
  hint,
  required,
  className,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea rows={rows} {...control} {...textarea} className={controlClasses} />}
    </Field>
  );
}
