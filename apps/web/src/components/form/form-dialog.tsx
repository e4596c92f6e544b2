import { useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/utils/cn';
import { Form, type FormProps } from './form';
import { FormActions } from './form-actions';

type FormDialogProps<S extends z.ZodType<FieldValues, FieldValues>> = FormProps<S> & {
  /** Names the dialog. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  size?: 'md' | 'lg';
  /** Cancel, Escape and the backdrop close it; so does saving, unless `onSaved` is given. */
  onClose: () => void;
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  actionsClassName?: string;
};

/** A form in a modal dialog: its title, its fields, then Cancel and submit. */
export function FormDialog<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  description,
  size = 'md',
  onClose,
  onSaved = onClose,
  submitLabel,
  busyLabel,
  actionsClassName,
  children,
  ...formProps
}: FormDialogProps<S>) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} size={size}>
      <h2
        id={titleId}
        className={cn(size === 'md' ? 'text-lg' : 'text-xl', 'font-semibold text-slate-900')}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <Form {...formProps} onSaved={onSaved}>
        {children}
        <FormActions
          onCancel={onClose}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          className={actionsClassName}
        />
      </Form>
    </Dialog>
  );
}
