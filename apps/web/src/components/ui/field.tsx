import { useId, type ReactNode } from 'react';
import { cn } from '@/utils/cn';

/** What a control needs to be named and described by its field. */
export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** The look of text inputs and selects; red while the control is marked aria-invalid. */
export const controlClasses = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs',
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30',
  'read-only:bg-slate-50 disabled:cursor-not-allowed disabled:bg-slate-100',
  'aria-[invalid=true]:border-red-600',
);

/**
 * One form field: its label (and a star when required), the control, a hint and the error
 * message, wired together for assistive technology.
 */
export function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex gap-1 text-sm font-medium text-slate-800">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs leading-relaxed text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
