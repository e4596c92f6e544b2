import { contentCategorySchema, contentItemSchema, paginated } from '@osi/shared';
import { z } from 'zod';

/*
 * The checks of the responses every public page reads. They are imported with import(), when the
 * browser first asks the API, rather than with the page: a page's first load carries no zod
 * (decision 052).
 */

export {
  contentCategorySchema,
  contentItemSchema,
  errorResponseSchema,
  sessionResponseSchema,
  siteSettingsSchema,
} from '@osi/shared';

export const contentItemsPageSchema = paginated(contentItemSchema);
export const contentCategoriesSchema = z.array(contentCategorySchema);
export const contentSectionSchema = z.object({
  name: z.string(),
  value: z.record(z.string(), z.unknown()).nullable(),
});
