import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentItemSchema,
  contentCategorySchema,
  contentCollectionNames,
  contentItemInputSchema,
  contentItemSchema,
  contentPublishSchema,
  contentReorderSchema,
  contentSectionNames,
  errorResponseSchema,
  listQuerySchema,
  okResponseSchema,
  paginated,
  publicContentQuerySchema,
  uploadedContentImageSchema,
} from '@osi/shared';
import { badRequest } from '../../lib/errors';
import { adminActor } from '../admin/admin-actor';
import { uploadRoute } from '../uploads/upload-requests';
import { storeContentImage } from './content-images';
import {
  createItem,
  deleteItem,
  getAdminItem,
  getCategory,
  getPublishedItem,
  getSection,
  listAdminItems,
  listCategories,
  listPublishedItems,
  reorderItems,
  saveSection,
  setPublished,
  updateItem,
} from './content.service';

const collection = z.enum(contentCollectionNames);
const inCollection = z.object({ collection });
const itemOf = z.object({ collection, id: z.uuid() });
const bySlug = z.object({ collection, slug: z.string().max(200) });
const categoryBySlug = z.object({ collection, categorySlug: z.string().max(200) });
const section = z.object({ name: z.enum(contentSectionNames) });
const sectionSchema = z.object({
  name: z.string(),
  value: z.record(z.string(), z.unknown()).nullable(),
});
const saved = z.object({ message: z.string(), item: adminContentItemSchema });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * The one content API (decision 005): visitors read published items and sections, administrators
 * list, write, publish, order and delete them, and upload their images.
 */
export const contentItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/content/sections/:name',
    {
      schema: {
        tags: ['content'],
        summary: "A page's content record; null until an administrator writes it",
        params: section,
        response: { 200: sectionSchema },
      },
    },
    async (request) => getSection(app.db, request.params.name),
  );

  app.get(
    '/api/content/:collection',
    {
      schema: {
        tags: ['content'],
        summary: "A page of a collection's published items",
        params: inCollection,
        querystring: publicContentQuerySchema,
        response: { 200: paginated(contentItemSchema) },
      },
    },
    async (request) => listPublishedItems(app.db, request.params.collection, request.query),
  );

  app.get(
    '/api/content/:collection/categories',
    {
      schema: {
        tags: ['content'],
        summary: "The categories of a collection's published items, with how many each holds",
        params: inCollection,
        response: { 200: z.array(contentCategorySchema) },
      },
    },
    async (request) => listCategories(app.db, request.params.collection),
  );

  app.get(
    '/api/content/:collection/categories/:categorySlug',
    {
      schema: {
        tags: ['content'],
        summary: 'A category of published items, with how many it holds; 404 when it has none',
        params: categoryBySlug,
        response: { 200: contentCategorySchema, 404: errorResponseSchema },
      },
    },
    async (request) => getCategory(app.db, request.params.collection, request.params.categorySlug),
  );

  app.get(
    '/api/content/:collection/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A published item by its slug',
        params: bySlug,
        response: { 200: contentItemSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getPublishedItem(app.db, request.params.collection, request.params.slug),
  );

  app.post(
    '/api/admin/content/images',
    uploadRoute(
      60,
      {
        tags: ['admin'],
        summary: 'Uploads a content image (multipart: one file), resized into a few widths',
        description: 'Public from the start, under a name nobody can guess.',
      },
      uploadedContentImageSchema,
    ),
    async (request, reply) => {
      const file = await request.file({ limits: { files: 1 } });
      if (!file) throw badRequest('Send one image file.');
      return reply.status(201).send(await storeContentImage(app.storage, file.file));
    },
  );

  app.put(
    '/api/admin/content/sections/:name',
    {
      schema: {
        tags: ['admin'],
        summary: "Writes a page's content record, creating it the first time",
        params: section,
        body: contentItemInputSchema,
        response: { 200: okResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) =>
      saveSection(app.db, await adminActor(request), request.params.name, request.body),
  );

  app.get(
    '/api/admin/content/:collection',
    {
      schema: {
        tags: ['admin'],
        summary: "A page of a collection's items, unpublished ones too, by title or slug",
        params: inCollection,
        querystring: listQuerySchema,
        response: { 200: paginated(adminContentItemSchema) },
      },
    },
    async (request) => listAdminItems(app.db, request.params.collection, request.query),
  );

  app.post(
    '/api/admin/content/:collection',
    {
      schema: {
        tags: ['admin'],
        summary: 'Adds an item, first in the order; unpublished unless `published` is true',
        params: inCollection,
        body: contentItemInputSchema,
        response: { 201: saved, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createItem(
            app.db,
            await adminActor(request),
            request.params.collection,
            request.body,
          ),
        ),
  );

  app.put(
    '/api/admin/content/:collection/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Puts the given items in the given order, in the places they held',
        params: inCollection,
        body: contentReorderSchema,
        response: { 200: okResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) =>
      reorderItems(app.db, await adminActor(request), request.params.collection, request.body.ids),
  );

  app.get(
    '/api/admin/content/:collection/:id',
    {
      schema: {
        tags: ['admin'],
        params: itemOf,
        response: { 200: adminContentItemSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getAdminItem(app.db, request.params.collection, request.params.id),
  );

  app.put(
    '/api/admin/content/:collection/:id',
    {
      schema: {
        tags: ['admin'],
        params: itemOf,
        body: contentItemInputSchema,
        response: { 200: saved, ...errors },
      },
    },
    async (request) =>
      updateItem(
        app.db,
        await adminActor(request),
        request.params.collection,
        request.params.id,
        request.body,
      ),
  );

  app.put(
    '/api/admin/content/:collection/:id/published',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publishes or unpublishes an item',
        params: itemOf,
        body: contentPublishSchema,
        response: { 200: saved, 404: errorResponseSchema },
      },
    },
    async (request) =>
      setPublished(
        app.db,
        await adminActor(request),
        request.params.collection,
        request.params.id,
        request.body.published,
      ),
  );

  app.delete(
    '/api/admin/content/:collection/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Deletes an item for good (the audit log keeps what it held)',
        params: itemOf,
        response: { 200: okResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      deleteItem(app.db, await adminActor(request), request.params.collection, request.params.id),
  );
};
