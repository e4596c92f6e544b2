import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Form, type FormProps } from './form';

type MutationFormProps<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  FormProps<S>,
  'onSubmit' | 'successToast'
> & {
  /** Takes the checked values; the `message` it resolves to (the server's words) is toasted. */
  mutation: { mutateAsync: (values: z.output<S>) => Promise<unknown> };
};

/** A form whose submit is one mutation, its success told in the server's own words. */
export function MutationForm<S extends z.ZodType<FieldValues, FieldValues>>({
  mutation,
  ...formProps
}: MutationFormProps<S>) {
  return <Form {...formProps} successToast onSubmit={(values) => mutation.mutateAsync(values)} />;
}
