import type { ComponentProps } from 'react';
import { controlClasses, Field, type FieldProps } from './field';

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'required' | 'className'>;

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input type={type} {...control} {...input} className={controlClasses} />}
    </Field>
  );
}
