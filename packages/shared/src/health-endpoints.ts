import { endpointGroup } from './endpoint';
import { healthResponseSchema, livenessResponseSchema } from './health';

/** The probes that answer alike every time; readiness answers its report with 200 or 503. */
export const healthEndpoints = endpointGroup('health', {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and which database is in use',
    response: healthResponseSchema,
    errors: [503],
  },
  live: {
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: the process answers (nothing else is checked)',
    response: livenessResponseSchema,
  },
});
