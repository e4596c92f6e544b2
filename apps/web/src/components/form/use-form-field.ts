import { get, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFormSchema } from './form-context';
import { fieldFacts } from './schema-lookup';

/** What a labelled field shows about itself, taken from its props or else from the schema. */
export type FieldLabelling = { label?: string; required?: boolean; hint?: string };

const sentence = (name: string) => {
  const last = name.split('.').at(-1) ?? name;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label and required marker: from its props first, then the schema, then its name. */
export const useFieldLabelling = (name: string, { label, required }: FieldLabelling = {}) => {
  const facts = fieldFacts(useFormSchema(), name);
  return { label: label ?? facts.label ?? sentence(name), required: required ?? facts.required };
};

/**
 * Binds a field of the surrounding form by name: its registration, the error to show under it,
 * and its label and required marker.
 */
export const useFormField = <T extends FieldValues = FieldValues>(
  name: Path<T>,
  labelling: FieldLabelling = {},
) => {
  const form = useFormContext<T>();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return {
    form,
    registration: form.register(name),
    error: error?.message,
    ...useFieldLabelling(name, labelling),
  };
};
