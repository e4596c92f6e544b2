import { useId, type ComponentProps } from 'react';
import { cn } from '@/utils/cn';
import { describedBy, FieldNotes, type FieldProps } from './field';

type CheckboxFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'>;

/** A yes-or-no choice: the box, then its label, with a hint and an error under it. */
export function CheckboxField({
  label,
  error,
  hint,
  className,
  required: _required,
  ...input
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <div className="grid gap-1 pl-7">
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
