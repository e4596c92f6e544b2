import { contentItemSchema, paginated, siteSettingsSchema } from '@osi/shared';
import type { z } from 'zod';

/** A public API answer from the running site, checked against its contract. */
export const getJson = async <T extends z.ZodType>(baseUrl: string, apiPath: string, schema: T) => {
  const response = await fetch(`${baseUrl}${apiPath}`);
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
  return schema.parse(await response.json()) as z.infer<T>;
};

/** The slug of a collection's first published item: a real page to measure. */
export const firstSlug = async (baseUrl: string, collection: string) => {
  const { items } = await getJson(
    baseUrl,
    `/api/content/${collection}?pageSize=1`,
    paginated(contentItemSchema),
  );
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`No published ${collection} item to measure; seed the site first.`);
  return slug;
};

/** The society's short name, which the press pages' addresses carry. */
export const shortNameOf = async (baseUrl: string) =>
  (await getJson(baseUrl, '/api/content/site-settings', siteSettingsSchema)).shortName;
