import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { carriesSession } from './sessions';

/** Sent on commit by a trigger on each table a public page reads (migration 0022). */
export const publicPagesChannel = 'public_pages_changed';

/** Strings are counted as UTF-16, the most memory they can take. */
const maxBytes = 32 * 1024 * 1024;
const maxReadBytes = 8 * 1024 * 1024;
/**
 * Pages that show the time (the events still to come) stay right within this; the browser takes
 * the data a page hands over as fresh for 60 s (apps/web/src/lib/query-client.ts), so a page is
 * never kept long enough for the browser to ask for it all again.
 */
const maxAgeMs = 30_000;

/**
 * A kept page, compressed once, so serving it again costs about what a static file does
 * (compressing on each request cost most of a hit).
 */
export interface KeptPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * A page in either encoding, off the main thread, at a brotli quality: 6 for a page kept (within
 * 1% of 9's size and ten times faster), 4 for one drawn for a single request (the compression
 * plugin's, a third of 6's time for a page about 7% larger).
 */
const compressor = (quality: 4 | 6) => ({
  br: (html: string) =>
    brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
  gzip: (html: string) => gzip(html),
});
const compressKept = compressor(6);
const compressOnce = compressor(4);

const keptPageOf = async (html: string): Promise<KeptPage> => {
  const [br, gzipped] = await Promise.all([compressKept.br(html), compressKept.gzip(html)]);
  return { html, br, gzip: gzipped };
};

/** The encoding the visitor accepts best, as the compression plugin would choose it. */
const htmlEncoding = (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  if (encoding) reply.header('content-encoding', encoding);
  return encoding;
};

/** Sends a kept page in the encoding the visitor accepts best. */
export const sendKeptPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  cache: 'hit' | 'miss',
) => {
  reply.header('cache-control', 'no-cache').header('x-cache', cache);
  const encoding = htmlEncoding(request, reply);
  return reply.send(encoding ? page[encoding] : page.html);
};

/**
 * Sends a page drawn for this request alone, compressed off the main thread: the compression
 * plugin's stream would take the main thread's time, which drawing the next page needs.
 */
export const sendDrawnPage = async (request: FastifyRequest, reply: FastifyReply, html: string) => {
  const encoding = htmlEncoding(request, reply);
  return reply.send(encoding ? await compressOnce[encoding](html) : html);
};

export interface PageCache {
  /** Whether this request's page may be served from the cache, or stored in it. */
  cacheable(request: FastifyRequest): boolean;
  /** The page kept for this request, looked up once per request. */
  hit(request: FastifyRequest): KeptPage | undefined;
  /**
   * Taken before drawing: keeps the drawn page unless the data changed while it was drawn, and
   * gives it back compressed; gives nothing for a request whose page is not for keeping.
   */
  keeper(request: FastifyRequest): (html: string) => Promise<KeptPage | undefined>;
  /**
   * A public read's answer (its JSON) as a page is drawn: the one kept for `key` (the read and
   * its input), or `load`'s, kept until public data changes (decision 111). Loaded each time
   * when reads are not kept.
   */
  keptRead(key: string, load: () => Promise<string>): Promise<string>;
  /**
   * Requests that could be served from the cache, by whether they were; reads asked of it, by
   * whether it had them; and the times it was emptied (a change to public data, or listening
   * lost or begun).
   */
  counts: {
    hits: number;
    misses: number;
    readHits: number;
    readMisses: number;
    emptied: number;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

/**
 * Signed-out visitors' drawn pages (decision 090) and the public reads pages are drawn with
 * (decision 111), kept in this process: by address or read, bounded in bytes, emptied whenever a
 * public page's data changes in any process; nothing is kept while this process is not listening
 * for those changes.
 */
export const pageCachePlugin = fp(
  async (app: FastifyInstance) => {
    const keepsPages = app.config.pageCache === 'on';
    const keepsReads = app.config.pageCache !== 'off';
    const reads = new LRUCache<string, string>({
      maxSize: maxReadBytes,
      sizeCalculation: (json, key) => 2 * (json.length + key.length),
      ttl: maxAgeMs,
    });
    const pages = new LRUCache<string, KeptPage>({
      maxSize: maxBytes,
      sizeCalculation: (page, url) =>
        2 * (page.html.length + url.length) + page.br.length + page.gzip.length,
      ttl: maxAgeMs,
    });
    const looked = new WeakMap<FastifyRequest, KeptPage | undefined>();
    const counts = { hits: 0, misses: 0, readHits: 0, readMisses: 0, emptied: 0 };
    let state: 'starting' | 'listening' | 'lost' = 'starting';
    // Bumped on each change: a page drawn, or a read made, across one is not kept.
    let generation = 0;
    const unchangedSince = (since: number) => state === 'listening' && generation === since;
    const forget = () => {
      generation += 1;
      counts.emptied += 1;
      pages.clear();
      reads.clear();
    };

    const cacheable = (request: FastifyRequest) =>
      keepsPages && state === 'listening' && request.method === 'GET' && !carriesSession(request);

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
        if (!cacheable(request)) return async () => undefined;
        const drawnAt = generation;
        return async (html) => {
          const page = await keptPageOf(html);
          if (unchangedSince(drawnAt)) pages.set(request.url, page);
          return page;
        };
      },
      keptRead: async (key, load) => {
        if (!keepsReads || state !== 'listening') return load();
        const kept = reads.get(key);
        counts[kept === undefined ? 'readMisses' : 'readHits'] += 1;
        if (kept !== undefined) return kept;
        const readAt = generation;
        const json = await load();
        if (unchangedSince(readAt)) reads.set(key, json);
        return json;
      },
      counts,
    } satisfies PageCache);

    if (!keepsReads) return;
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
