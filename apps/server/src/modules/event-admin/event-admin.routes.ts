import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventEndpoints as endpoints,
  eventIdParamsSchema,
  exportTimestamp,
} from '@osi/shared';
import { needing, routeEndpoint } from '../../lib/endpoint-route';
import { routeAsAdmin } from '../admin/admin-actor';
import { sendExport } from '../applications/exports';
import { attendeeCsv } from './attendee-export';
import { adminEvents, eventAttendees, mailAttendees, memberEvents } from './event-admin.service';

/** The administrators' events: their counts and income, attendees, their CSV, and mail to them. */
export const eventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.events, async () => adminEvents(app.db));
  routeEndpoint(app, endpoints.attendees, async ({ params }) => {
    const { summary, items } = await eventAttendees(app.db, params.id);
    return { summary, items };
  });

  app.get(
    '/api/admin/events/:id/attendees.csv',
    needing('exports', {
      schema: {
        tags: ['admin'],
        summary: "An event's registrations as CSV, as the attendees page lists them",
        params: eventIdParamsSchema,
      },
    }),
    async (request, reply) => {
      const { event, items } = await eventAttendees(app.db, request.params.id);
      const name = `attendees-${event.slug || event.id}-${exportTimestamp()}`;
      return sendExport(reply, name, 'csv', Readable.from(attendeeCsv(items)));
    },
  );

  routeAsAdmin(app, endpoints.mailAttendees, async ({ params, body }, actor) =>
    mailAttendees(app.db, actor, params.id, body),
  );
  routeEndpoint(app, endpoints.memberEvents, async ({ params }) => memberEvents(app.db, params.id));
};
