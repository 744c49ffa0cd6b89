import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_CARD_IMAGE_PATH, PLACEHOLDER_IMAGE_PATH, PRIVATE_FILE_FOLDERS } from '@storefront/contract';
import { encodeOnce, pickEncoding } from '../lib/content-encoding.js';

/** Folders of private pictures that earlier versions kept here: never served from /storage, even before they are moved. */
const PRIVATE_PATH = new RegExp(`^/(${PRIVATE_FILE_FOLDERS.join('|')})(/|$)`);

/** A neutral picture frame, for every `*_full_url` of a row with no picture (PLACEHOLDER_IMAGE_PATH). */
const PLACEHOLDER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#eef1f0"/>'
  + '<path d="M30 34h36v28H30z" fill="none" stroke="#a3aead" stroke-width="3" stroke-linejoin="round"/><circle cx="40" cy="43" r="4" fill="#a3aead"/>'
  + '<path d="M33 59l10-10 7 7 5-5 8 8" fill="none" stroke="#a3aead" stroke-width="3" stroke-linejoin="round"/></svg>';

/** A payment card, for the digital payment gateways (PAYMENT_CARD_IMAGE_PATH). */
const PAYMENT_CARD_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect x="12" y="24" width="72" height="48" rx="8" fill="#eef1f0" stroke="#7c8a88" stroke-width="3"/>'
  + '<path d="M12 38h72" stroke="#7c8a88" stroke-width="7"/><path d="M22 60h20" stroke="#7c8a88" stroke-width="4" stroke-linecap="round"/></svg>';

type PageSender = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a request as the storefront's history fallback does: its index.html, so that the app's
     * router shows the page (a 404 when the storefront is not built). For routes of pages that
     * answer something else only sometimes (seo's redirect of a page named by id).
     */
    storefrontPage: PageSender;
  }
}

/**
 * Answers the app's pages in place of its index.html, given the built index.html and its sender (for the
 * pages it does not answer otherwise); undefined when it cannot (the storefront's server build is missing).
 */
export type PageRenderer = (app: FastifyInstance, dist: string, shellHtml: string, sendShell: PageSender) => Promise<PageSender | undefined>;

/** A web app's build and the path it is served under: `/` for the storefront, `/console/` for the staff console. */
export interface BuiltApp {
  base: '/' | `/${string}/`;
  dist: string | undefined;
  /** Renders the app's pages on the server (the storefront's public pages). */
  render?: PageRenderer;
}

/**
 * Serves one app's build under its base: its files (hashed assets cached for a year, the rest revalidated,
 * the build's precompressed copies chosen by Accept-Encoding), and its index.html for every other path
 * under the base that names no file, so that the app's router shows the page. A build that is missing
 * (not built yet) serves nothing.
 */
async function serveApp(app: FastifyInstance, { base, dist, render }: BuiltApp): Promise<PageSender | undefined> {
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: base,
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    // The encoded copies are chosen by Accept-Encoding, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, filePath) {
      // Hashed build assets never change; everything else is revalidated.
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // @fastify/static picks the copy by Accept-Encoding but does not say so to caches.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  const shellHtml = fs.readFileSync(path.join(dist, 'index.html'));
  const shell = encodeOnce(shellHtml);
  const sendBuiltShell = (request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', shell.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === shell.etag)) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(shell[encoding ?? 'identity']);
  };
  const sendShell: PageSender = (render && (await render(app, dist, shellHtml.toString('utf8'), sendBuiltShell))) || sendBuiltShell;
  const assets = `${base}assets/`;
  app.get(base === '/' ? '/' : base.slice(0, -1), { schema: { hide: true } }, sendShell);
  app.get(`${base}*`, { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // The build's own folder holds no pages: a missing file there is a 404, not the shell (which a script tag would misread).
    if (url.startsWith('/api/') || url.startsWith('/storage/') || url.startsWith(assets) || path.extname(url) !== '') {
      return reply.callNotFound();
    }
    return sendShell(request, reply);
  });
  return sendShell;
}

/**
 * Uploaded and generated images under /storage, and the built web apps (the storefront at /, the staff
 * console under /console) with a history fallback to their index.html, all on the API's port. Each
 * build holds `.br` and `.gz` copies of its text files (packages/ui/src/build/precompress.ts), sent as
 * they are to clients that accept them; nothing here compresses per request.
 */
export const staticWebPlugin = fp<{ storageDir: string; apps: readonly BuiltApp[] }>(async (app, opts) => {
  fs.mkdirSync(opts.storageDir, { recursive: true });
  app.get(PLACEHOLDER_IMAGE_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(PLACEHOLDER_SVG));
  app.get(PAYMENT_CARD_IMAGE_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(PAYMENT_CARD_SVG));
  await app.register(fastifyStatic, {
    root: opts.storageDir,
    prefix: '/storage/',
    decorateReply: false,
    maxAge: '7d',
    // The path comes decoded once, as it will be read from disk: decoding it again would misread
    // (and throw on) a name holding '%', and a throw here hangs the request and rejects unhandled.
    allowedPath: (pathName) => !PRIVATE_PATH.test(path.posix.normalize(pathName)),
  });

  let storefrontPage: PageSender = (_request, reply) => {
    reply.callNotFound();
    return reply;
  };
  for (const built of opts.apps) {
    const sendShell = await serveApp(app, built);
    if (built.base === '/' && sendShell) storefrontPage = sendShell;
  }
  app.decorate('storefrontPage', storefrontPage);
}, { name: 'static-web' });
