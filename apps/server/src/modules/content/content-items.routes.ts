import type { FastifyPluginAsync } from 'fastify';
import { contentEndpoints as endpoints, uploadedContentImageSchema } from '@osi/shared';
import { needing, routeEndpoint } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/errors';
import { routePublicRead } from '../../lib/public-reads';
import { routeAsAdmin } from '../admin/admin-actor';
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

/**
 * The one content API (decision 005): visitors read published items and sections, administrators
 * list, write, publish, order and delete them, and upload their images.
 */
export const contentItemRoutes: FastifyPluginAsync = async (app) => {
  routePublicRead(app, endpoints.section, async ({ params }) => getSection(app.db, params.name));
  routePublicRead(app, endpoints.list, async ({ params, query }) =>
    listPublishedItems(app.db, params.collection, query),
  );
  routePublicRead(app, endpoints.categories, async ({ params }) =>
    listCategories(app.db, params.collection),
  );
  routePublicRead(app, endpoints.category, async ({ params }) =>
    getCategory(app.db, params.collection, params.categorySlug),
  );
  routePublicRead(app, endpoints.item, async ({ params }) =>
    getPublishedItem(app.db, params.collection, params.slug),
  );

  app.post(
    '/api/admin/content/images',
    needing(
      'content',
      uploadRoute(
        60,
        {
          tags: ['admin'],
          summary: 'Uploads a content image (multipart: one file), resized into a few widths',
          description: 'Public from the start, under a name nobody can guess.',
        },
        uploadedContentImageSchema,
      ),
    ),
    async (request, reply) => {
      const file = await request.file({ limits: { files: 1 } });
      if (!file) throw badRequest('Send one image file.');
      return reply.status(201).send(await storeContentImage(app.storage, file.file));
    },
  );

  routeAsAdmin(app, endpoints.saveSection, async ({ params, body }, actor) =>
    saveSection(app.db, actor, params.name, body),
  );
  routeEndpoint(app, endpoints.adminList, async ({ params, query }) =>
    listAdminItems(app.db, params.collection, query),
  );
  routeAsAdmin(app, endpoints.add, async ({ params, body }, actor) =>
    createItem(app.db, actor, params.collection, body),
  );
  routeAsAdmin(app, endpoints.reorder, async ({ params, body }, actor) =>
    reorderItems(app.db, actor, params.collection, body.ids),
  );
  routeEndpoint(app, endpoints.adminItem, async ({ params }) =>
    getAdminItem(app.db, params.collection, params.id),
  );
  routeAsAdmin(app, endpoints.update, async ({ params, body }, actor) =>
    updateItem(app.db, actor, params.collection, params.id, body),
  );
  routeAsAdmin(app, endpoints.publish, async ({ params, body }, actor) =>
    setPublished(app.db, actor, params.collection, params.id, body.published),
  );
  routeAsAdmin(app, endpoints.remove, async ({ params }, actor) =>
    deleteItem(app.db, actor, params.collection, params.id),
  );
};
