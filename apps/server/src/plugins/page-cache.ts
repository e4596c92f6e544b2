import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { carriesSession } from './sessions';

/** Sent on commit by a trigger on each table a public page reads (migration 0022). */
export const publicPagesChannel = 'public_pages_changed';

/** Strings are counted as UTF-16, the most memory they can take. */
const maxBytes = 32 * 1024 * 1024;
/**
 * Pages that show the time (the events still to come) stay right within this; the browser takes
 * the data a page hands over as fresh for 60 s (apps/web/src/lib/query-client.ts), so a page is
 * never kept long enough for the browser to ask for it all again.
 */
const maxAgeMs = 30_000;

export interface PageCache {
  /** Whether this request's page may be served from the cache, or stored in it. */
  cacheable(request: FastifyRequest): boolean;
  /** The page kept for this request, looked up once per request. */
  hit(request: FastifyRequest): string | undefined;
  /** Taken before drawing: keeps the drawn page unless the data changed while it was drawn. */
  keeper(request: FastifyRequest): (html: string) => void;
  /** Requests that could be served from the cache, by whether they were. */
  counts: { hits: number; misses: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

/**
 * Signed-out visitors' drawn pages, kept in this process (decision 090): by address, bounded in
 * bytes, emptied whenever a public page's data changes in any process; nothing is kept while this
 * process is not listening for those changes.
 */
export const pageCachePlugin = fp(
  async (app: FastifyInstance) => {
    const enabled = app.config.pageCache;
    const pages = new LRUCache<string, string>({
      maxSize: maxBytes,
      sizeCalculation: (html, url) => 2 * (html.length + url.length),
      ttl: maxAgeMs,
    });
    const looked = new WeakMap<FastifyRequest, string | undefined>();
    const counts = { hits: 0, misses: 0 };
    let state: 'starting' | 'listening' | 'lost' = 'starting';
    // Bumped on each change: a page drawn across one is not kept.
    let generation = 0;
    const forget = () => {
      generation += 1;
      pages.clear();
    };

    const cacheable = (request: FastifyRequest) =>
      enabled && state === 'listening' && request.method === 'GET' && !carriesSession(request);

    app.decorate('pageCache', {
      cacheable,
      hit: (request) => {
        if (looked.has(request)) return looked.get(request);
        const page = cacheable(request) ? pages.get(request.url) : undefined;
        looked.set(request, page);
        if (cacheable(request)) counts[page === undefined ? 'misses' : 'hits'] += 1;
        return page;
      },
      keeper: (request) => {
        if (!cacheable(request)) return () => undefined;
        const drawnAt = generation;
        return (html) => {
          if (state === 'listening' && generation === drawnAt) pages.set(request.url, html);
        };
      },
      counts,
    } satisfies PageCache);

    if (!enabled) return;
    const stop = await app.database.listen(publicPagesChannel, {
      notified: forget,
      listening: () => {
        forget();
        if (state === 'lost') app.log.info('page cache: listening for changes again');
        state = 'listening';
      },
      lost: (error) => {
        forget();
        if (state !== 'lost') {
          app.log.warn({ err: error }, 'page cache: not listening for changes; pages go uncached');
        }
        state = 'lost';
      },
    });
    app.addHook('onClose', async () => {
      state = 'lost';
      await stop();
    });
  },
  { name: 'page-cache', dependencies: ['database'] },
);
