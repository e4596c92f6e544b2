import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { serverMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { FormSchemaContext, FormUploadsContext } from './form-context';
import type { ZodForm } from './use-zod-form';

export type FormProps<S extends z.ZodType<FieldValues, FieldValues>> = {
  form: ZodForm<S>;
  /** Runs with the checked values; while it runs the submit button shows its busy label. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** Shows the `message` that `onSubmit` resolves to (the server's own words) as a toast. */
  successToast?: boolean;
  /** Runs after `onSubmit` succeeded (and its toast shows): close a dialog, clear the form. */
  onSaved?: () => void;
  /**
   * The toast for a failure, told whether the server's field errors are already shown on the
   * fields. Without it: none when they are, else the server's own message, or `failureFallback`
   * when it sent none. Return null to show no toast.
   */
  failureToast?: (error: unknown, shown: { onFields: boolean }) => string | null;
  failureFallback?: string;
  className?: string;
  children: ReactNode;
};

const defaultFallback = 'Something went wrong. Please try again.';
const messageOf = (result: unknown) =>
  (result as { message?: unknown } | undefined)?.message?.toString() ?? 'Saved.';

/**
 * A form bound to its schema: the fields inside find their rules and errors by name, server
 * field errors land on their fields, and any other failure becomes a toast.
 */
export function Form<S extends z.ZodType<FieldValues, FieldValues>>({
  form,
  onSubmit,
  successToast = false,
  onSaved,
  failureToast,
  failureFallback = defaultFallback,
  className,
  children,
}: FormProps<S>) {
  const [uploads, setUploads] = useState(0);
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await onSubmit(values);
      if (successToast) toast.success(messageOf(result));
      onSaved?.();
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError);
      const message = failureToast
        ? failureToast(error, { onFields })
        : !onFields && serverMessage(error, failureFallback);
      if (message) toast.error(message);
    }
  });

  return (
    <FormSchemaContext value={form.schema}>
      <FormUploadsContext value={{ running: uploads, count: setUploads }}>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate className={className}>
            {children}
          </form>
        </FormProvider>
      </FormUploadsContext>
    </FormSchemaContext>
  );
}
