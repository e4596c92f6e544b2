import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Requests to `app` with a session cookie (none when undefined) and a JSON body. */
export const injectAs =
  (app: FastifyInstance) =>
  (cookie: string | undefined, method: HTTPMethods, url: string, payload?: object) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

export type InjectAs = ReturnType<typeof injectAs>;
