import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';

/** The URL prefix is the permission boundary: checked here once, not route by route. */
export const guardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/api/me/') && !(await request.getMember())) {
        throw unauthorized();
      }
      if (path.startsWith('/api/admin/') && !(await request.getAdmin())) {
        throw unauthorized('Please sign in as an administrator.');
      }
    });
  },
  { name: 'guards', dependencies: ['sessions'] },
);
