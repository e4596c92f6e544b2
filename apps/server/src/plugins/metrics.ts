import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { AppError, notFound } from '../lib/errors';
import { registerDatabaseGauges } from './metrics-gauges';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's content nor its length leaks through timing. */
const carriesToken = (request: FastifyRequest, token: string) =>
  timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${token}`));

/** A port of its own that serves nothing but the metrics, to keep inside the private network. */
const startMetricsServer = async (registry: Registry, port: number, host: string) => {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
};

/**
 * Prometheus metrics (decision 065): request latency by route, the e-mail outbox, payments and
 * the database pool, plus Node's own. Served at /metrics to `Authorization: Bearer METRICS_TOKEN`
 * and/or on METRICS_PORT; with neither set nothing is measured and /metrics is a 404.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { token, port } = app.config.metrics;
    const hidden = { schema: { hide: true }, config: { rateLimit: false } };
    if (!token && port === undefined) {
      app.get('/metrics', hidden, async () => {
        throw notFound('Metrics are off: set METRICS_TOKEN or METRICS_PORT.');
      });
      return;
    }

    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requestDuration = new Histogram({
      name: 'osi_http_request_duration_seconds',
      help: 'Time to answer a request, by method, matched route and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      requestDuration.observe(
        {
          method: request.method,
          // The route's pattern, never the raw URL, so every address a visitor makes up counts once.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });
    registerDatabaseGauges(app, registry);
    const { counts } = app.pageCache;
    /** A count of the page cache's answers, read from its counts when scraped. */
    const hitsAndMisses = (name: string, help: string, read: () => [number, number]) =>
      new Counter({
        name,
        help,
        labelNames: ['result'],
        registers: [registry],
        collect() {
          const [hits, misses] = read();
          this.reset();
          this.inc({ result: 'hit' }, hits);
          this.inc({ result: 'miss' }, misses);
        },
      });
    hitsAndMisses(
      'osi_page_cache_requests_total',
      "Signed-out visitors' page requests, by whether the page cache answered them",
      () => [counts.hits, counts.misses],
    );
    hitsAndMisses(
      'osi_page_cache_reads_total',
      'Public reads made to draw pages, by whether the page cache had their answers',
      () => [counts.readHits, counts.readMisses],
    );
    new Counter({
      name: 'osi_page_cache_emptied_total',
      help: 'Times the page cache was emptied: public data changed, or listening for it stopped or began',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(counts.emptied);
      },
    });

    app.get('/metrics', hidden, async (request, reply) => {
      if (!token) throw notFound('Metrics are served on METRICS_PORT only.');
      if (!carriesToken(request, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError(401, 'unauthorized', 'A valid metrics token is required.');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });

    if (port !== undefined) {
      let server: http.Server | undefined;
      app.addHook('onListen', async () => {
        server = await startMetricsServer(registry, port, app.config.host);
        app.log.info(`Metrics on http://${app.config.host}:${port}/metrics`);
      });
      app.addHook('onClose', async () => {
        if (server) await new Promise((resolve) => server!.close(resolve));
      });
    }
  },
  { name: 'metrics', dependencies: ['database', 'infra', 'page-cache'] },
);
