import { z } from 'zod';
import { listQuerySchema, okResponseSchema, paginated } from './api';
import { captionInputSchema, captionKeys, captionSchema } from './captions';
import {
  adminContentItemSchema,
  contentCategorySchema,
  contentItemInputSchema,
  contentItemSchema,
  contentPublishSchema,
  contentReorderSchema,
  publicContentQuerySchema,
} from './content';
import { contentCollectionNames, contentSectionNames } from './content-definitions';
import { changeErrors, endpointGroup } from './endpoint';
import { siteDetailsSchema, siteSettingsSchema } from './site-settings';

const collection = z.enum(contentCollectionNames);
const inCollection = z.object({ collection });
const itemOf = z.object({ collection, id: z.uuid() });
const section = z.object({ name: z.enum(contentSectionNames) });
const byKey = z.object({ key: z.enum(captionKeys) });

export const contentSectionSchema = z.object({
  name: z.string(),
  value: z.record(z.string(), z.unknown()).nullable(),
});
const saved = okResponseSchema.extend({ item: adminContentItemSchema });

/**
 * The one content API (decision 005): visitors read published items, sections, captions and the
 * site's settings; administrators list, write, publish, order and delete them.
 */
export const contentEndpoints = {
  ...endpointGroup('content', {
    siteSettings: {
      method: 'GET',
      path: '/api/content/site-settings',
      summary: "The society's name, contacts and links shown in every header and footer",
      response: siteSettingsSchema,
      errors: [404],
    },
    caption: {
      method: 'GET',
      path: '/api/content/captions/:key',
      summary: 'A page caption; null until an administrator writes one',
      params: byKey,
      response: captionSchema,
    },
    section: {
      method: 'GET',
      path: '/api/content/sections/:name',
      summary: "A page's content record; null until an administrator writes it",
      params: section,
      response: contentSectionSchema,
    },
    list: {
      method: 'GET',
      path: '/api/content/:collection',
      summary: "A page of a collection's published items",
      params: inCollection,
      query: publicContentQuerySchema,
      response: paginated(contentItemSchema),
    },
    categories: {
      method: 'GET',
      path: '/api/content/:collection/categories',
      summary: "The categories of a collection's published items, with how many each holds",
      params: inCollection,
      response: z.array(contentCategorySchema),
    },
    category: {
      method: 'GET',
      path: '/api/content/:collection/categories/:categorySlug',
      summary: 'A category of published items, with how many it holds; 404 when it has none',
      params: z.object({ collection, categorySlug: z.string().max(200) }),
      response: contentCategorySchema,
      errors: [404],
    },
    item: {
      method: 'GET',
      path: '/api/content/:collection/:slug',
      summary: 'A published item by its slug',
      params: z.object({ collection, slug: z.string().max(200) }),
      response: contentItemSchema,
      errors: [404],
    },
  }),
  ...endpointGroup(
    'admin',
    {
      saveSiteDetails: {
        method: 'PUT',
        path: '/api/admin/site-settings',
        summary:
          "Changes the secretariat's contacts, the social links, the Annual Congress link and the mission statement",
        body: siteDetailsSchema,
        response: okResponseSchema,
        errors: [400, 404],
      },
      saveCaption: {
        method: 'PUT',
        path: '/api/admin/captions/:key',
        summary: 'Writes a page caption, creating it the first time',
        params: byKey,
        body: captionInputSchema,
        response: okResponseSchema,
        errors: [400],
      },
      saveSection: {
        method: 'PUT',
        path: '/api/admin/content/sections/:name',
        summary: "Writes a page's content record, creating it the first time",
        params: section,
        body: contentItemInputSchema,
        response: okResponseSchema,
        errors: [400],
      },
      adminList: {
        method: 'GET',
        path: '/api/admin/content/:collection',
        summary: "A page of a collection's items, unpublished ones too, by title or slug",
        params: inCollection,
        query: listQuerySchema,
        response: paginated(adminContentItemSchema),
      },
      add: {
        method: 'POST',
        path: '/api/admin/content/:collection',
        summary: 'Adds an item, first in the order; unpublished unless `published` is true',
        params: inCollection,
        body: contentItemInputSchema,
        status: 201,
        response: saved,
        errors: changeErrors,
      },
      reorder: {
        method: 'PUT',
        path: '/api/admin/content/:collection/order',
        summary: 'Puts the given items in the given order, in the places they held',
        params: inCollection,
        body: contentReorderSchema,
        response: okResponseSchema,
        errors: [400],
      },
      adminItem: {
        method: 'GET',
        path: '/api/admin/content/:collection/:id',
        params: itemOf,
        response: adminContentItemSchema,
        errors: [404],
      },
      update: {
        method: 'PUT',
        path: '/api/admin/content/:collection/:id',
        params: itemOf,
        body: contentItemInputSchema,
        response: saved,
        errors: changeErrors,
      },
      publish: {
        method: 'PUT',
        path: '/api/admin/content/:collection/:id/published',
        summary: 'Publishes or unpublishes an item',
        params: itemOf,
        body: contentPublishSchema,
        response: saved,
        errors: [404],
      },
      remove: {
        method: 'DELETE',
        path: '/api/admin/content/:collection/:id',
        summary: 'Deletes an item for good (the audit log keeps what it held)',
        description: 'An event people registered for cannot be deleted (409).',
        params: itemOf,
        response: okResponseSchema,
        errors: [404, 409],
      },
    },
    'content',
  ),
};
