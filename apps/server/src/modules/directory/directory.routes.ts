import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  directoryFellowsSchema,
  directoryListingSchema,
  directoryMemberSchema,
  directoryPageSchema,
  directoryQuerySchema,
  errorResponseSchema,
} from '@osi/shared';
import { memberActor } from '../admin/admin-actor';
import {
  ownListing,
  publicFellows,
  publicMember,
  searchDirectory,
  updateOwnListing,
} from './directory.service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** The members' directory: public reads of consenting members, and each member's own consent. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/directory/members',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['directory'],
        summary: 'Directory Finder: listed members by name, city, state or speciality',
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema, ...errors },
      },
    },
    async (request) => searchDirectory(app.db, request.query),
  );

  app.get(
    '/api/directory/members/:id',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['directory'],
        summary: 'A listed member: photo, name, city, country, year, and what they chose to show',
        params: z.object({ id: z.uuid() }),
        response: { 200: directoryMemberSchema, ...errors },
      },
    },
    async (request) => publicMember(app.db, request.params.id),
  );

  app.get(
    '/api/directory/fellows',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['directory'],
        summary: 'The fellows page: listed members whose fellowship application is approved',
        response: { 200: directoryFellowsSchema, 429: errorResponseSchema },
      },
    },
    async () => publicFellows(app.db),
  );

  app.get(
    '/api/me/directory-listing',
    {
      schema: {
        tags: ['directory'],
        summary: "The signed-in member's directory consent (not listed by default)",
        response: { 200: directoryListingSchema },
      },
    },
    async (request) => ownListing(app.db, (await memberActor(request)).id),
  );

  app.put(
    '/api/me/directory-listing',
    {
      schema: {
        tags: ['directory'],
        summary: 'Chooses whether to appear in the directory, and with e-mail and mobile or not',
        body: directoryListingSchema,
        response: {
          200: z.object({ message: z.string(), listing: directoryListingSchema }),
          ...errors,
        },
      },
    },
    async (request) => updateOwnListing(app.db, await memberActor(request), request.body),
  );
};
