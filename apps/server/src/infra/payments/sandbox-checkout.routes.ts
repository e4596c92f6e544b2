import type { FastifyPluginAsync } from 'fastify';
import { paymentEndpoints } from '@osi/shared';
import { routeEndpoint } from '../../lib/endpoint-route';
import type { SandboxGateway } from './sandbox-gateway';

/** The sandbox checkout dialog's pay and fail buttons; registered only with the sandbox gateway. */
export const sandboxCheckoutRoutes: FastifyPluginAsync<{ gateway: SandboxGateway }> = async (
  app,
  { gateway },
) => {
  routeEndpoint(app, paymentEndpoints.sandboxCheckout, async ({ body }) =>
    gateway.completeCheckout(body),
  );
};
