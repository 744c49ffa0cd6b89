import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, PAGE_KEYS, RENDER_COOKIES, RTL_LANGUAGES, STORAGE_KEYS } from '@storefront/contract';
import { pickEncoding } from '../../lib/content-encoding.js';
import { PageCache, RenderedPage } from './seo.page-cache.js';
import { pageHtml, splitShell } from './seo.shell.js';

const LANGUAGES = ['en', 'ar', 'fr'] as const;
/** When a crawler meeting the maintenance page should come back (ten minutes). */
const MAINTENANCE_RETRY_SECONDS = 600;
type Language = (typeof LANGUAGES)[number];

/** The storefront's build for Node (apps/web's `vite build --ssr`), as much of it as the server uses. */
interface StorefrontEntry {
  render(input: {
    url: string;
    language: Language;
    storage: ReadonlyMap<string, string>;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; html: string; state: string; head: string; rounds: number }
  >;
  isKnownPath(pathname: string): boolean;
}

type PageSender = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

/** The public pages rendered on the server; the rest (cart, checkout, account pages) answer the shell. */
const RENDERED = new RegExp(
  `^/(|home|categories|category/[^/]+|campaigns/[^/]+|flash-sales|all-brands|store/[^/]+|product/[^/]+|help-and-support|${PAGE_KEYS.join('|')})$`,
);

export const isRenderedPage = (pathname: string) => RENDERED.test(pathname);

/** The visitor's language: the address's `?lang=` (as search engines link the translations), else the cookie. */
export function pageLanguage(query: URLSearchParams, cookies: Record<string, string | undefined>): Language {
  const asked = query.get('lang') ?? cookies[RENDER_COOKIES.language];
  return LANGUAGES.find((l) => l === asked) ?? 'en';
}

export function readCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A cookie that is not ours (or broken) is ignored.
    }
  }
  return cookies;
}

/**
 * Answers the storefront's pages rendered on the server (see apps/web's entry-server.tsx), in the
 * visitor's language, zone and module as their cookies mirror them; pages behind a session answer the
 * shell in the visitor's language. Renders for visitors without a session are kept in the page cache;
 * a request with a session neither reads nor fills it. The API is called in-process (`inject`), with
 * the visitor's address, so that nothing leaves the process and limits count the visitor.
 */
export async function storefrontRenderer(app: FastifyInstance, dist: string, shellHtml: string, sendShell: PageSender): Promise<PageSender | undefined> {
  const entryFile = path.join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as StorefrontEntry;
  const shell = splitShell(shellHtml);
  const cache = new PageCache(() => Date.now());
  const { clock, search } = app.services;
  const stamp = () => `${clock.epoch}|${search.index?.version ?? 0}`;

  /**
   * Calls the API in-process as the visitor's browser would. A visitor without a location (a first visit, a
   * crawler) sees the business's default location's zone: its stores, items and prices, not an empty page.
   */
  const apiFetch = (remoteAddress: string, zone: string | undefined) => async (url: string, init: RequestInit): Promise<Response> => {
    const headers = { ...(init.headers as Record<string, string>) };
    if (!headers[HEADERS.zoneId] && zone) headers[HEADERS.zoneId] = zone;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress,
    });
    const answered = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) answered.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answered });
  };

  /** The zones of the business's default location, read again when a setting changes (the clock's epoch). */
  let fallback: { epoch: number; zone: Promise<string | undefined> } | undefined;
  const defaultZone = (): Promise<string | undefined> => {
    if (fallback?.epoch !== clock.epoch) {
      const fetchApi = apiFetch('127.0.0.1', undefined);
      const zone = (async () => {
        const config = (await (await fetchApi('/api/v1/config', { headers: { accept: 'application/json' } })).json()) as { default_location?: { lat: number; lng: number } };
        const at = config.default_location;
        if (!at) return undefined;
        const found = await fetchApi(`/api/v1/config/get-zone-id?lat=${at.lat}&lng=${at.lng}`, { headers: { accept: 'application/json' } });
        return found.ok ? ((await found.json()) as { zone_id?: string }).zone_id : undefined;
      })().catch(() => undefined);
      fallback = { epoch: clock.epoch, zone };
    }
    return fallback.zone;
  };

  /** The module's full entry as local storage holds it, read from the zone's module list. */
  const moduleOf = async (id: string | undefined, zone: string | undefined, fetchApi: ReturnType<typeof apiFetch>): Promise<string | undefined> => {
    if (!id || !zone) return undefined;
    const answer = await fetchApi('/api/v1/module', { headers: { [HEADERS.zoneId]: zone, accept: 'application/json' } });
    if (!answer.ok) return undefined;
    const found = ((await answer.json()) as Array<{ id: number }>).find((m) => String(m.id) === id);
    return found ? JSON.stringify(found) : undefined;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage, cacheState: string) => {
    reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie')
      .header('etag', page.etag).header('x-render-cache', cacheState);
    // Closed for maintenance: crawlers come back later rather than drop the page.
    if (page.status === 503) reply.header('retry-after', MAINTENANCE_RETRY_SECONDS);
    if (page.status === 200 && request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === page.etag)) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(page.body(encoding));
  };

  // A path the storefront has no page for answers 404 (the browser still builds the app's "not found" page).
  const shellPage = (status: number) => new Map<Language, RenderedPage>(LANGUAGES.map((l) => [l, new RenderedPage(status, pageHtml(shell, { language: l, rtl: RTL_LANGUAGES.includes(l) }))]));
  const shells = { 200: shellPage(200), 404: shellPage(404) };

  return async (request, reply) => {
    const url = new URL(request.url, 'http://storefront.local');
    const cookies = readCookies(request.headers.cookie);
    const language = pageLanguage(url.searchParams, cookies);
    if (!isRenderedPage(url.pathname)) return send(request, reply, shells[entry.isKnownPath(url.pathname) ? 200 : 404].get(language)!, 'shell');

    const signedIn = cookies[RENDER_COOKIES.session] === '1';
    const zone = cookies[RENDER_COOKIES.zoneId];
    const moduleId = cookies[RENDER_COOKIES.module];
    const key = [url.pathname + url.search, language, zone ?? '', moduleId ?? ''].join('|');
    const at = stamp();
    if (!signedIn) {
      const kept = cache.get(key, at);
      if (kept) return send(request, reply, kept, 'hit');
    }

    try {
      const fetchApi = apiFetch(request.ip, zone ?? (await defaultZone()));
      const storage = new Map<string, string>([[STORAGE_KEYS.language, language]]);
      const module = await moduleOf(moduleId, zone, fetchApi);
      if (zone) storage.set(STORAGE_KEYS.zoneId, zone);
      if (module) storage.set(STORAGE_KEYS.module, module);
      // The page's own address as PUBLIC_URL names the site: canonical links and previews point there.
      const output = await entry.render({ url: `${app.services.seo.publicUrl}${request.url}`, language, storage, fetch: fetchApi });
      if (output.kind === 'redirect') return reply.redirect(output.location, output.status);
      const page = new RenderedPage(output.status, pageHtml(shell, { language, rtl: RTL_LANGUAGES.includes(language), head: output.head, root: output.html, state: output.state }));
      if (!signedIn) cache.set(key, at, page);
      // How many renders the page took (its loaders fetch what it shows, so that it renders once).
      reply.header('x-render-rounds', output.rounds);
      return send(request, reply, page, signedIn ? 'bypass' : 'miss');
    } catch (err) {
      // The page still works as the browser builds it: the shell, as before server rendering.
      request.log.error({ err, url: request.url }, 'server rendering failed; answering the shell');
      return sendShell(request, reply);
    }
  };
}

