import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { compressionPlugin } from './plugins/compression';
import { csrfPlugin } from './plugins/csrf';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { guardsPlugin } from './plugins/guards';
import { infraPlugin, type InfraOverrides } from './plugins/infra';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { pageCachePlugin } from './plugins/page-cache';
import { plainInputPlugin } from './plugins/plain-input';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestLogPlugin } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionsPlugin } from './plugins/sessions';
import { webPlugin } from './plugins/web';
import { requestLogSerializers } from './lib/log-redaction';
import { registerRoutes } from './routes';

/** The largest file any route accepts; each route applies its own, smaller limit. */
const maxUploadBytes = 25 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** A hop count trusts that many proxies nearest the server, as Express and proxy-addr count them. */
const trustedProxies = (setting: Config['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Stand-ins for the mail transport, storage or payment gateway the settings would choose. */
  infra?: InfraOverrides;
  /** How the web app is served: built (the default), or from its sources in development. */
  web?: FastifyPluginAsync;
}

/** Registers every plugin and module; listening is server.ts's job, so tests can inject. */
export const buildApp = async ({
  config,
  database,
  infra = {},
  web = webPlugin,
}: AppDependencies) => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.env === 'development'
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: requestLogSerializers,
    },
    // plugins/request-log.ts writes one line per request instead (decision 087).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('publicReads', new Map());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(requestLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(compressionPlugin);
  await app.register(plainInputPlugin);
  await app.register(databasePlugin, { database });
  await app.register(infraPlugin, infra);
  await app.register(pageCachePlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(cookie);
  await app.register(sessionsPlugin);
  await app.register(csrfPlugin);
  await app.register(guardsPlugin);
  await app.register(openapiPlugin);

  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5 } });
  await registerRoutes(app);

  await app.register(web);
  return app;
};
