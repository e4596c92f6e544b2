import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { describedBy, FieldNotes, RequiredMark, type FieldProps } from './field';

export type RadioOption = { value: string; label: ReactNode };

type RadioGroupFieldProps = FieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'required' | 'className' | 'type' | 'value' | 'children'> & {
    options: readonly RadioOption[];
    /** Shown in place of the options, e.g. while they load. */
    children?: ReactNode;
  };

/**
 * A choice of one among options shown as cards, under a legend (and a star when required);
 * the input props (name, onChange, ref…) go to every radio button.
 */
export function RadioGroupField({
  label,
  error,
  hint,
  required,
  className,
  options,
  children,
  ...input
}: RadioGroupFieldProps) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={describedBy(id, hint, error)}
      className={cn('grid content-start gap-2', className)}
    >
      <legend className="mb-4 flex gap-1 text-base font-semibold text-slate-900">
        {label}
        {required && <RequiredMark />}
      </legend>
      {children ?? (
        <div className="grid gap-3 sm:grid-cols-3">
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors',
                'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
                error ? 'border-red-600' : 'border-slate-300 hover:border-brand-400',
              )}
            >
              <input
                type="radio"
                value={option.value}
                className="mt-1 size-4 accent-brand-700"
                {...input}
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
