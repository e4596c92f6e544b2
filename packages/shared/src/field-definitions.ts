import { z } from 'zod';
import { optionalText, requiredText } from './fields';

/**
 * A form field described as data: the content editors and any other generated form are built
 * from lists of these, and the schema that checks them (in the browser and on the server) is
 * made from the same list by `schemaFromDefinitions`.
 */
export type FieldDefinition =
  | TextDefinition
  | {
      name: string;
      kind: 'number';
      label: string;
      hint?: string;
      /** The message when left empty; without it the field is optional and empty is null. */
      required?: string;
      /** Whole numbers from `min.value` to `max.value`. */
      min: { value: number; message: string };
      max: { value: number; message: string };
      wholeMessage: string;
    }
  | {
      name: string;
      kind: 'select';
      label: string;
      hint?: string;
      options: readonly [string, ...string[]];
      /** What each option is shown as, when not as its value. */
      optionLabels?: Readonly<Record<string, string>>;
      /** The message when nothing is chosen; without it the field is optional. */
      required?: string;
    };

type TextDefinition = {
  name: string;
  kind: 'text' | 'email' | 'tel' | 'url' | 'date' | 'textarea';
  label: string;
  hint?: string;
  /** The message when left empty; without it the field is optional. */
  required?: string;
  maxLength: number;
  pattern?: { regex: RegExp; message: string };
};

export type FieldKind = FieldDefinition['kind'];

const textSchema = ({ required, maxLength, pattern }: TextDefinition) => {
  if (required) {
    const text = requiredText(required, maxLength);
    return pattern ? text.regex(pattern.regex, pattern.message) : text;
  }
  const text = optionalText(maxLength);
  return pattern
    ? text.refine((value) => value === '' || pattern.regex.test(value), pattern.message)
    : text;
};

/** The zod schema of one definition's value. */
export const fieldSchema = (definition: FieldDefinition): z.ZodType => {
  switch (definition.kind) {
    case 'number': {
      const number = z.coerce
        .number({ error: definition.required ?? definition.wholeMessage })
        .int(definition.wholeMessage)
        .min(definition.min.value, definition.min.message)
        .max(definition.max.value, definition.max.message);
      if (definition.required) return number;
      const blank = (value: unknown) => value === '' || value === undefined || value === null;
      return z.preprocess((value) => (blank(value) ? null : value), number.nullable());
    }
    case 'select': {
      const choice = z.enum(definition.options, { error: definition.required });
      return definition.required ? choice : choice.or(z.literal('')).optional().default('');
    }
    default:
      return textSchema(definition);
  }
};

type ValueOf<D extends FieldDefinition> = D extends { kind: 'number' }
  ? number | (D extends { required: string } ? never : null)
  : D extends { kind: 'select'; options: readonly (infer O)[] }
    ? O | (D extends { required: string } ? never : '')
    : string;

/** The zod object checking a list of definitions, each field carrying its label as metadata. */
export const schemaFromDefinitions = <const D extends readonly FieldDefinition[]>(definitions: D) =>
  z.object(
    Object.fromEntries(
      definitions.map((definition) => [
        definition.name,
        fieldSchema(definition).meta({ label: definition.label }),
      ]),
    ),
  ) as unknown as z.ZodObject<
    { [K in D[number] as K['name']]: z.ZodType<ValueOf<K>, unknown> },
    z.core.$strip
  >;
