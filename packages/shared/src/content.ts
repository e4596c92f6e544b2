import { z } from 'zod';
import type { ContentFieldDefinition } from './content-definitions';
import { contentImageMessages, contentImageWidths } from './content-images';
import { fieldSchema } from './field-definitions';
import { optionalText, requiredText } from './fields';

// The content system's schemas (decision 005), made from its definitions in content-definitions.ts.

const imageIdPattern = /^img_[a-f0-9]{32}$/;

/** A stored image: its id, the original's proportions, the widths made, and its text alternative. */
export const contentImageSchema = z.object(
  {
    id: z.string().regex(imageIdPattern, contentImageMessages.invalid),
    width: z.number().int().min(1).max(20_000),
    height: z.number().int().min(1).max(20_000),
    widths: z.array(z.number().int().min(1).max(1600)).min(1).max(contentImageWidths.length),
    alt: requiredText(contentImageMessages.alt, 300),
  },
  { error: contentImageMessages.invalid },
);
export type ContentImage = z.infer<typeof contentImageSchema>;

/** What the upload answers: the image to put in an item's field (with its alt), and its sources. */
export const uploadedContentImageSchema = contentImageSchema
  .omit({ alt: true })
  .extend({ src: z.string(), srcSet: z.string() });
export type UploadedContentImage = z.infer<typeof uploadedContentImageSchema>;

const contentFieldSchema = (definition: ContentFieldDefinition): z.ZodType => {
  switch (definition.kind) {
    case 'richText':
      return definition.required
        ? requiredText(definition.required, definition.maxLength)
        : optionalText(definition.maxLength);
    case 'image':
      return definition.required
        ? z
            .unknown()
            .refine((value) => value !== undefined && value !== null, definition.required)
            .pipe(contentImageSchema)
        : contentImageSchema.nullable().optional().default(null);
    default:
      return fieldSchema(definition);
  }
};

/** The zod object checking an item (or a section) against its field definitions. */
export const contentSchemaFromDefinitions = (definitions: readonly ContentFieldDefinition[]) =>
  z.object(
    Object.fromEntries(
      definitions.map((definition) => [
        definition.name,
        contentFieldSchema(definition).meta({ label: definition.label }),
      ]),
    ),
  );

/** A stored item's or section's fields, as the schema made from its definitions leaves them. */
export type ContentValue = Record<string, unknown>;

/** The schema of a collection's item or a section's record, made from its definitions. */
export const contentValueSchema = (definition: { fields: readonly ContentFieldDefinition[] }) =>
  contentSchemaFromDefinitions(definition.fields);

// ---- the API's shapes ---------------------------------------------------------------------------

/** A published item as the public API sends it. */
export const contentItemSchema = z.object({
  id: z.uuid(),
  slug: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  value: z.record(z.string(), z.unknown()),
});
export type ContentItem<V = ContentValue> = Omit<z.infer<typeof contentItemSchema>, 'value'> & {
  value: V;
};

/** An item as the back office sees it: unpublished ones too, with its place in the order. */
export const adminContentItemSchema = contentItemSchema.extend({
  position: z.number().int(),
  published: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

/** An item sent by the editor: its fields, and for slugged collections an optional slug. */
export const contentItemInputSchema = z.record(z.string(), z.unknown());

export const contentCategorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  count: z.number().int(),
});
export type ContentCategory = z.infer<typeof contentCategorySchema>;

export const contentReorderSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(1000),
});

export const contentPublishSchema = z.object({ published: z.boolean() });

/** The public list: a page of items, in a category, upcoming or past for dated collections. */
export const publicContentQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  category: z.string().trim().max(200).optional(),
  when: z.enum(['upcoming', 'past']).optional(),
});
