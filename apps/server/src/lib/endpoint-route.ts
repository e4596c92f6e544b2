import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  responsesOf,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type StaffRight,
} from '@osi/shared';

type Handler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>>;

/** What a route adds to its endpoint: rate limits, hooks, a body limit. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

/** A route's rate limit: at most `max` requests from one address in `timeWindow` ('10 minutes'). */
export const rateLimited = (max: number, timeWindow: string) =>
  ({ config: { rateLimit: { max, timeWindow } } }) satisfies RouteExtras;

/**
 * Verification codes e-mailed from one address: a conference's registration desk puts dozens of
 * applicants behind one address, and each inbox has its own cool-down besides (decision 089).
 */
export const codeSendingLimit = rateLimited(30, '10 minutes');

/** A plain back-office route's options with the staff right it needs (decision 081). */
export const needing = <O extends RouteExtras & { schema?: unknown }>(
  right: StaffRight,
  options: O,
) => ({
  ...options,
  config: { ...options.config, right },
});

const definedOnly = (entries: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

/**
 * Registers the route an endpoint defines: its schemas and error responses (which also make its
 * OpenAPI entry), and a handler given the parsed parameters, query, body and headers. The prefix's guard
 * attaches itself as for every route (plugins/guards.ts).
 */
export const routeEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
) => {
  const status = endpoint.status ?? 200;
  app.route({
    ...extras,
    config: { ...extras.config, right: endpoint.right },
    method: endpoint.method,
    url: endpoint.path,
    schema: definedOnly({
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      description: endpoint.description,
      params: endpoint.params,
      querystring: endpoint.query,
      headers: endpoint.headers,
      body: endpoint.body,
      response: responsesOf(endpoint),
    }),
    handler: async (request, reply) => {
      const { params, query, body } = request;
      const headers = endpoint.headers && request.headers;
      const input = { params, query, body, headers } as EndpointInput<E>;
      const answer = await handler(input, request, reply);
      return reply.code(status).send(answer);
    },
  });
};
