import { specialCharacters, minPasswordLength } from '@osi/shared';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { controlClasses, Field, type FieldProps } from './field';

type PasswordFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'required' | 'type'> & {
    /** Explains the password rules under the field. */
    showRules?: boolean;
  };

const passwordRules = `At least ${minPasswordLength} characters, with an uppercase letter, a number and one of ${specialCharacters}`;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  error,
  hint,
  required,
  className,
  showRules,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field
      label={label}
      error={error}
      hint={hint ?? (showRules ? passwordRules : undefined)}
      required={required}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <input
            type={visible ? 'text' : 'password'}
            {...control}
            {...input}
            className={cn(controlClasses, 'pr-11')}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-label="Show password"
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-800"
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </Field>
  );
}
