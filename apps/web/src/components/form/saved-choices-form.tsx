import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Skeleton } from '@/components/ui/skeleton';
import { Form } from './form';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';

type SavedChoicesFormProps<S extends z.ZodType<FieldValues, FieldValues>> = {
  title: string;
  description?: ReactNode;
  schema: S;
  /** What is stored now; the form shows it once loaded. */
  stored: UseQueryResult<z.input<S>>;
  /** Before anything is loaded, and while it loads. */
  defaults: z.input<S>;
  /** Saves the choices; its `message` is shown as a toast. */
  save: (values: z.output<S>) => Promise<{ message: string }>;
  submitLabel: string;
  children: ReactNode;
};

/** A titled settings section whose form shows the stored choices and saves them. */
export function SavedChoicesForm<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  description,
  schema,
  stored,
  defaults,
  save,
  submitLabel,
  children,
}: SavedChoicesFormProps<S>) {
  const headingId = useId();
  const form = useZodForm(schema, { defaultValues: defaults as never });
  const { reset } = form;
  useEffect(() => {
    if (stored.data) reset(stored.data);
  }, [stored.data, reset]);

  return (
    <section aria-labelledby={headingId} className="max-w-lg">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {stored.isPending ? (
        <Skeleton className="mt-6 h-24 rounded-xl" />
      ) : (
        <Form form={form} className="mt-6 grid gap-4" successToast onSubmit={save}>
          {children}
          <SubmitButton className="justify-self-start" busyLabel="Saving…">
            {submitLabel}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
