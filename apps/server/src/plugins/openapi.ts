import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Oral Implantology Society of India API',
          version: '1.0.0',
          description:
            'Public reads under /api, the signed-in member under /api/me, administrators under /api/admin.',
        },
        components: {
          securitySchemes: {
            memberSession: { type: 'apiKey', in: 'cookie', name: 'osi_member_session' },
            adminSession: { type: 'apiKey', in: 'cookie', name: 'osi_admin_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
