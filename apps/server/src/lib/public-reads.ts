import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, EndpointAnswer, EndpointInput, ReadAnswer, ReadInput } from '@osi/shared';
import { errorAnswer, invalidInput } from '../plugins/error-handler';
import { routeEndpoint } from './endpoint-route';
import { tooManyAttempts } from './errors';

type Reader<E extends Endpoint> = (
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
) => Promise<EndpointAnswer<E>>;

/** At most `max` reads from one address in `timeWindow` ('1 minute'). */
export type ReadLimit = { max: number; timeWindow: string };

/** Refuses a visitor over the read's limit, saying when to try again over HTTP; passes otherwise. */
type LimitCheck = (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;

type PublicRead = {
  endpoint: Endpoint;
  read: (input: { params: unknown; query: unknown }) => Promise<unknown>;
  checkLimit?: LimitCheck;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The reads any visitor may make, by method and path: the page renderer calls them. */
    publicReads: Map<string, PublicRead>;
  }
}

const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/**
 * One count per address of a read's uses, over HTTP and in drawn pages together: a lookup by a
 * secret (a certificate's code) or a search of the directory is no cheaper to guess or scrape
 * through its page than through the API.
 */
const limitCheck = (app: FastifyInstance, endpoint: Endpoint, limit: ReadLimit): LimitCheck => {
  const count = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${keyOf(endpoint)} ${request.ip}`,
  });
  return async (request, reply) => {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply?.header('retry-after', counted.ttlInSeconds);
    throw tooManyAttempts(counted.ttl);
  };
};

/**
 * Registers a read any visitor may make: its HTTP route, and the same service call for the page
 * renderer, which draws public pages without calling its own API over HTTP (decision 073).
 */
export const routePublicRead = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  read: Reader<E>,
  limit?: ReadLimit,
) => {
  const checkLimit = limit && limitCheck(app, endpoint, limit);
  routeEndpoint(app, endpoint, read, checkLimit && { onRequest: checkLimit });
  app.publicReads.set(keyOf(endpoint), {
    endpoint,
    read: read as PublicRead['read'],
    checkLimit,
  });
};

const fieldErrorsOf = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]));

/** Checks one part of the input against its schema, as the route's validator would. */
const parsePart = (schema: z.ZodType | undefined, value: unknown) =>
  schema ? schema.safeParse(value ?? {}) : { success: true as const, data: undefined };

/**
 * Answers a public read in-process with the status and JSON body its route would send: the input
 * checked, the read counted against its limit for the visitor whose page is drawn, the service
 * called and its answer checked against the response schema, or the answer kept for the same
 * input since public data last changed (decision 111). Each caller gets a body of its own.
 */
export const readInProcess =
  (app: FastifyInstance, visitor: () => FastifyRequest | undefined) =>
  async (asked: Pick<Endpoint, 'method' | 'path'>, input: ReadInput): Promise<ReadAnswer> => {
    const found = app.publicReads.get(keyOf(asked));
    if (!found) throw new Error(`${keyOf(asked)} is not a public read`);
    const { endpoint, read, checkLimit } = found;
    const request = visitor();
    const params = parsePart(endpoint.params, input.params);
    const query = parsePart(endpoint.query, input.query);
    if (!params.success || !query.success) {
      const failed = [params, query].flatMap((part) => (part.success ? [] : [part.error]));
      return { status: 400, body: invalidInput(Object.assign({}, ...failed.map(fieldErrorsOf))) };
    }
    try {
      if (checkLimit && request) await checkLimit(request);
      const json = await app.pageCache.keptRead(
        `${keyOf(endpoint)} ${JSON.stringify([params.data, query.data])}`,
        async () =>
          JSON.stringify(
            endpoint.response.parse(await read({ params: params.data, query: query.data })),
          ),
      );
      return { status: endpoint.status ?? 200, body: JSON.parse(json) as unknown };
    } catch (error) {
      return errorAnswer(error, request?.log ?? app.log);
    }
  };
