import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitemapXml } from './sitemap-xml';
import { sitemapEntries } from './sitemap.service';

/** The sitemap search engines read (robots.txt names it); not part of the API's documentation. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(await sitemapEntries(app.db, app.config.publicUrl))),
  );
};
