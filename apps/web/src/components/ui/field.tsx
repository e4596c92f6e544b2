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
  /**
   * Whether a screen reader reads the error out as it appears: for errors that come while the
   * visitor is elsewhere (a check on the server after leaving the field, a failed upload).
   */
  announceError?: boolean;
};

/** The look of text inputs and selects; red while the control is marked aria-invalid. */
export const controlClasses = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs',
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30',
  'read-only:bg-slate-50 disabled:cursor-not-allowed disabled:bg-slate-100',
  'aria-[invalid=true]:border-red-600',
);

/** The ids of the hint and the error that describe a control, when they are shown. */
export const describedBy = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The star after the label of a field that must be filled in. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      *
    </span>
  );
}

/** The hint and the error message under a control, with the ids `describedBy` names. */
export function FieldNotes({
  id,
  hint,
  error,
  announceError,
}: {
  id: string;
  hint: ReactNode;
  error?: string | undefined;
  announceError?: boolean | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          role={announceError ? 'alert' : undefined}
          className="text-sm text-red-700"
        >
          {error}
        </p>
      )}
    </>
  );
}

/**
 * One form field: its label (and a star when required), the control, a hint and the error
 * message, wired together for assistive technology.
 */
export function Field({
  children,
  ...field
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const { hint, error, required } = field;
  return (
    <div className={cn('grid content-start gap-1.5', field.className)}>
      <div className="flex gap-1 text-sm font-medium text-slate-800">
        <label htmlFor={id}>{field.label}</label>
        {required && <RequiredMark />}
      </div>
      {children({
        id,
        'aria-describedby': describedBy(id, hint, error),
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      <FieldNotes id={id} hint={hint} error={error} announceError={field.announceError} />
    </div>
  );
}

/**
 * A labelled control made from how the control itself is drawn: the field's label, hint, error
 * and required marker are taken off its props and wired to what `draw` returns.
 */
export const labelledControl = <P extends object>(
  draw: (control: ControlProps, props: P) => ReactNode,
) =>
  function LabelledControl({
    label,
    error,
    hint,
    required,
    className,
    announceError,
    ...props
  }: FieldProps & P) {
    return (
      <Field {...{ label, error, hint, required, className, announceError }}>
        {(control) => draw(control, props as unknown as P)}
      </Field>
    );
  };
