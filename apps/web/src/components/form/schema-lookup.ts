import { z } from 'zod';

/** What a form field learns from its schema: its label and whether it must be filled in. */
export type FieldFacts = { label: string | undefined; required: boolean };

const unwrap = (schema: z.ZodType): z.ZodType => {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return unwrap(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodDefault) return unwrap(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType);
  return schema;
};

/** The schema of one field, by its react-hook-form name ("qualifications.0.degree"). */
export const schemaAt = (schema: z.ZodType, name: string): z.ZodType | undefined =>
  name.split('.').reduce<z.ZodType | undefined>((current, key) => {
    const inner = current && unwrap(current);
    if (inner instanceof z.ZodObject) return inner.shape[key] as z.ZodType | undefined;
    if (inner instanceof z.ZodArray && /^\d+$/.test(key)) return inner.element as z.ZodType;
    return undefined;
  }, schema);

/**
 * The label a schema gives a field (`.meta({ label })`) and whether it is required: a field is
 * required when its schema refuses both nothing and an empty answer.
 */
export const fieldFacts = (schema: z.ZodType | undefined, name: string): FieldFacts => {
  const field = schema && schemaAt(schema, name);
  if (!field) return { label: undefined, required: false };
  const label = (field.meta() ?? unwrap(field).meta())?.label;
  return {
    label: typeof label === 'string' ? label : undefined,
    required: !field.safeParse(undefined).success && !field.safeParse('').success,
  };
};
