import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.js';

/** Map tiles the web app may draw besides the business's own tile server: OpenStreetMap's. */
const OSM_TILES = 'https://*.tile.openstreetmap.org';
/** Google's sign-in button (script, its iframe, its calls and its stylesheet), allowed only with GOOGLE_CLIENT_ID. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
/** How often the tile server's address is read again from the settings, so that an edit shows without a restart. */
const TILE_REFRESH_MS = 15_000;

/** The CSP hashes of a page's inline `<script>` (no src) and `<style>` blocks, so that they run without 'unsafe-inline'. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => hash(m[1] ?? ''));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hash(m[1] ?? ''));
  return { scripts, styles };
}

/**
 * The CSP source of a Leaflet tile template such as `https://{s}.tile.example.com/{z}/{x}/{y}.png`
 * (its scheme and host, `{s}` as a wildcard label), or null when it is empty or not an http(s) template.
 */
export function tileSource(template: string | null | undefined): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec((template ?? '').trim());
  if (!match) return null;
  const host = match[2]!.replace(/^\{[^}]*\}(?=\.)/, '*').toLowerCase();
  // A placeholder anywhere but the first label cannot be written in CSP: no source rather than a wrong one.
  if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(host)) return null;
  return `${match[1]!.toLowerCase()}://${host}`;
}

type CspOptions = Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page's own Content-Security-Policy instead of the web app's (the test payment page). */
    contentSecurityPolicy?: CspOptions;
    /** Filled in when the route is added: its headers, computed once. */
    securityHeaders?: Record<string, string>;
  }
}

/** The headers helmet sets for these options, computed once by running its middleware against a recording response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every answer, as helmet makes them: a Content-Security-Policy the web app,
 * Leaflet and the configured map tiles work with; no framing anywhere (frame-ancestors 'none' and
 * X-Frame-Options DENY); nosniff; a referrer policy that still gives tile servers the origin they
 * ask for; HSTS only when PUBLIC_URL is https. The headers are computed once (again when the tile
 * server changes) rather than per request as @fastify/helmet does, which about doubled the CPU time
 * of a small answer.
 */
export const securityHeadersPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  // The storefront's and the console's pages: one policy allows the boot code of both.
  const shells = [config.webDist, config.consoleDist]
    .map((dist) => (dist ? path.join(dist, 'index.html') : null))
    .filter((file): file is string => !!file && fs.existsSync(file))
    .map((file) => inlineHashes(fs.readFileSync(file, 'utf8')));
  const shell = { scripts: shells.flatMap((s) => s.scripts), styles: shells.flatMap((s) => s.styles) };
  const https = config.publicUrl.startsWith('https://');
  const publicOrigin = new URL(config.publicUrl).origin;
  const google = config.auth.googleClientIds.length > 0;

  const common: HelmetOptions = {
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: google ? 'same-origin-allow-popups' : 'same-origin' },
    // Pictures are answered with absolute PUBLIC_URL addresses, which a page opened under another name of
    // the same server (127.0.0.1 for localhost, a proxy's name) or a CORS_ORIGINS client must still show;
    // same-origin here blanked every picture in such a page. Private files go by signed links anyway.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // OpenStreetMap's tile policy asks for a Referer; the origin is all that leaves the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Subdomains are left alone: the store may share its domain with sites that are not on https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
  const appPolicy = (tiles: string | null): CspOptions => ({
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...shell.scripts, ...(google ? [`${GOOGLE_GSI}client`] : [])],
      'script-src-attr': ["'none'"],
      // React and Leaflet set styles through the CSSOM, which CSP does not govern: no 'unsafe-inline' is needed.
      'style-src': ["'self'", ...shell.styles, ...(google ? [`${GOOGLE_GSI}style`] : [])],
      // A page rendered on the server carries React's style attributes (a picture's ratio, a bar's width) as
      // HTML: attributes only, which cannot load anything or run code; style elements stay as strict as above.
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", publicOrigin, 'data:', 'blob:', OSM_TILES, ...(tiles && tiles !== OSM_TILES ? [tiles] : [])],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", publicOrigin, ...(google ? [GOOGLE_GSI] : [])],
      'frame-src': google ? [GOOGLE_GSI] : ["'none'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    },
  });

  let tiles: string | null = null;
  let appHeaders = helmetHeaders({ ...common, contentSecurityPolicy: appPolicy(tiles) });
  let tilesReadAt = -Infinity;
  const readTiles = async () => {
    tilesReadAt = app.services.clock.now().getTime();
    const latest = tileSource((await app.services.config.config()).map_tile_url);
    if (latest === tiles) return;
    tiles = latest;
    appHeaders = helmetHeaders({ ...common, contentSecurityPolicy: appPolicy(tiles) });
  };
  app.addHook('onReady', readTiles);

  app.addHook('onRoute', (route) => {
    const own = route.config?.contentSecurityPolicy;
    if (own) route.config = { ...route.config, securityHeaders: helmetHeaders({ ...common, contentSecurityPolicy: own }) };
  });

  // A callback hook (no promise per request). Once per TILE_REFRESH_MS one request waits for the (cached)
  // settings, so that an edit of the tile server reaches the policy without a restart.
  app.addHook('onRequest', (request, reply, done) => {
    const send = () => {
      reply.headers(request.routeOptions.config.securityHeaders ?? appHeaders);
      done();
    };
    if (Math.abs(app.services.clock.now().getTime() - tilesReadAt) <= TILE_REFRESH_MS) return send();
    readTiles().then(send, (err: unknown) => {
      app.log.warn({ err }, 'cannot read the map tile setting for the Content-Security-Policy');
      send();
    });
  });
}, { name: 'security-headers' });

/** The test gateway's page: no script at all, its own inline styles, posts only to this site, never framed. */
export const PAYMENT_PAGE_CSP: CspOptions = {
  useDefaults: false,
  directives: {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  },
};
