import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, PageRefParams, SeoDocument, SitemapParams } from '@storefront/contract';
import type { Listed } from './seo.repository.js';

/** Crawlers read these files now and then; an hour's copy is recent enough. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** A sitemap, whole or written as it is read. */
const sendXml = (reply: FastifyReply, xml: string | Readable) => reply.type(XML).header('cache-control', CACHE).send(xml);

/** The page routes named by id that answer a redirect: the storefront's /store/{id} and /product/{id}. */
const PAGES: readonly (readonly [path: string, kind: Listed])[] = [['/store/:ref', 'stores'], ['/product/:ref', 'items']];

export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.seo;

  app.get('/robots.txt', {
    schema: { tags: ['seo'], summary: 'What crawlers may read, and where the sitemap is', response: { 200: SeoDocument } },
  }, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(service.robots()));

  app.get('/sitemap.xml', {
    schema: { tags: ['seo'], summary: 'The sitemap index: the pages\' sitemap and each active module\'s stores\' and items\' sitemaps', response: { 200: SeoDocument } },
  }, async (_request, reply) => sendXml(reply, await service.index()));

  app.get('/sitemaps/:file', {
    schema: {
      tags: ['seo'], summary: 'One sitemap named by the index', params: SitemapParams, response: { 200: SeoDocument, 404: ErrorEnvelope },
    },
  }, async (request, reply) => sendXml(reply, await service.sitemap(request.params.file)));

  // A listed store or item opened by id moves for good to its readable address; anything else is the storefront's page as before.
  for (const [path, kind] of PAGES) {
    app.get(path, { schema: { hide: true, params: PageRefParams }, compress: false }, async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const to = await service.canonical(kind, request.params.ref, query);
      return to ? reply.redirect(to, 301) : app.storefrontPage(request, reply);
    });
  }
};
