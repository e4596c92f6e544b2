import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per request when it is answered (decision 087): API requests at info; pages, static
 * files and their 304s at debug; a 5xx on any path at warn, beside the error handler's own line.
 */
const levelOf = (request: FastifyRequest, reply: FastifyReply) => {
  if (reply.statusCode >= 500) return 'warn';
  return request.url.startsWith('/api/') ? 'info' : 'debug';
};

export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log[levelOf(request, reply)](
        {
          req: request,
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    });
  },
  { name: 'request-log' },
);
