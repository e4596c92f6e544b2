import { z } from 'zod';
import { okResponseSchema } from './api';
import { schemaFromDefinitions, type FieldDefinition } from './field-definitions';
import { termChoices, termLabels } from './membership-terms';

export const membershipTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number().int(),
  term: z.enum(termChoices),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;

/** The answer to adding or updating a type: the type and the message the back office shows. */
export const membershipTypeSavedSchema = okResponseSchema.extend({
  membershipType: membershipTypeSchema,
});

/** A type as the back office sees it: retired types are no longer offered but members hold them. */
export const adminMembershipTypeSchema = membershipTypeSchema.extend({
  retired: z.boolean(),
  holders: z.number().int().nonnegative(),
});
export type AdminMembershipType = z.infer<typeof adminMembershipTypeSchema>;

/** A price in whole rupees. */
const priceField = {
  name: 'price',
  kind: 'number',
  label: 'Price (₹)',
  required: 'Price is required',
  wholeMessage: 'Price must be a whole number of rupees',
  min: { value: 1, message: 'Price must be at least ₹1' },
  max: { value: 1_000_000, message: 'Price must be at most ₹10,00,000' },
} as const satisfies FieldDefinition;

/**
 * A price list's form, as data (the membership types, the Fellowship Price page): the name of a
 * price, called `label`, and the price; the back office renders the form from these definitions.
 */
export const priceListFields = <const L extends string>(label: L, hint?: string) =>
  [
    {
      name: 'name',
      kind: 'text',
      label,
      ...(hint === undefined ? {} : { hint }),
      required: `${label} is required`,
      maxLength: 100,
    },
    priceField,
  ] as const satisfies readonly FieldDefinition[];

/** A type's term: how many years a membership of it lasts, or life (decision 075). */
const termField = {
  name: 'term',
  kind: 'select',
  label: 'Term',
  options: termChoices,
  optionLabels: termLabels,
  required: 'Please choose the term: a number of years, or Life',
} as const satisfies FieldDefinition;

export const membershipTypeFields = [...priceListFields('Membership Type'), termField] as const;

/** A type added without a term (as before terms existed) lasts one year, the column's default. */
export const membershipTypeInputSchema = schemaFromDefinitions(membershipTypeFields).extend({
  term: z
    .enum(termChoices, { error: termField.required })
    .default('1')
    .meta({ label: termField.label }),
});
export type MembershipTypeInput = z.input<typeof membershipTypeInputSchema>;
export type MembershipTypeValues = z.output<typeof membershipTypeInputSchema>;
