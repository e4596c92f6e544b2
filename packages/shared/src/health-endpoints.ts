import { defineEndpoint } from './endpoint';
import { healthResponseSchema, livenessResponseSchema } from './health';

const tags = ['health'];

/** The probes that answer alike every time; readiness answers its report with 200 or 503. */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tags,
    summary: 'Liveness and which database is in use',
    response: healthResponseSchema,
    errors: [503],
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/api/health/live',
    tags,
    summary: 'Liveness: the process answers (nothing else is checked)',
    response: livenessResponseSchema,
  }),
};
