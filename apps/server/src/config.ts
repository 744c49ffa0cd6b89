import path from 'node:path';
import { loadAuthConfig, type AuthConfig } from './config.auth.js';
import { baseUrl, int, millis, switchOn } from './config.values.js';

export const GEO_PROVIDERS = ['embedded', 'google', 'osm'] as const;

/** Where the map helpers get places, addresses and routes from. */
export interface GeoConfig {
  provider: (typeof GEO_PROVIDERS)[number];
  googleApiKey: string | undefined;
  googleBaseUrl: string;
  nominatimUrl: string;
  osrmUrl: string;
  timeoutMs: number;
}

/** Every environment variable the server reads, parsed and typed once. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  publicUrl: string;
  /** The storefront's build (WEB_DIST; found beside the server when unset), served at /. */
  webDist: string | undefined;
  /** The staff console's build (CONSOLE_DIST; found beside the server when unset), served under /console. */
  consoleDist: string | undefined;
  logLevel: string;
  geo: GeoConfig;
  auth: AuthConfig;
  payments: PaymentsConfig;
  autopilot: AutopilotConfig;
  /** Item search from an in-memory index per instance (SEARCH_INDEX=on|off; default on, off in tests, which opt in). */
  searchIndex: boolean;
  /** Items' order counts added up from new order lines every 5 s (SALES_COUNTER=on|off; default on, off in tests, which count when they choose). */
  salesCounter: boolean;
  push: PushConfig;
  /** Which proxies' X-Forwarded-* headers name the client (TRUST_PROXY): false trusts none, a number that many hops, else addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Web origins that may call the API from a browser (CORS_ORIGINS); none: no CORS headers at all. */
  corsOrigins: string[];
  timeouts: TimeoutsConfig;
}

/** How long a client may take over a request, and keep a connection idle between requests (see lib/slow-clients.ts). */
export interface TimeoutsConfig {
  /** From a request's first byte to the end of its headers (HEADERS_TIMEOUT_MS). */
  headersMs: number;
  /** The longest silence while a request is still arriving (BODY_IDLE_TIMEOUT_MS); an answer being worked on or streamed is not timed. */
  bodyIdleMs: number;
  /** From a request's first byte to its last (REQUEST_TIMEOUT_MS): ends a body trickled just fast enough to beat the idle limit. */
  requestMs: number;
  /** How long a connection may wait, idle, for its next request (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveMs: number;
}

/**
 * HEADERS_TIMEOUT_MS (10 s), BODY_IDLE_TIMEOUT_MS (10 s), REQUEST_TIMEOUT_MS (300 s), KEEP_ALIVE_TIMEOUT_MS (72 s).
 * The whole-request limit is sized for the largest body a phone sends legitimately: three 2 MB photos at about
 * 50 KB/s take two minutes; the idle limit is what stops a stalled body within seconds.
 */
export function loadTimeouts(env: NodeJS.ProcessEnv): TimeoutsConfig {
  const timeouts = {
    headersMs: millis('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000, 500, 300_000),
    bodyIdleMs: millis('BODY_IDLE_TIMEOUT_MS', env.BODY_IDLE_TIMEOUT_MS, 10_000, 500, 300_000),
    requestMs: millis('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 300_000, 500, 3_600_000),
    keepAliveMs: millis('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 72_000, 500, 600_000),
  };
  // Node refuses a header limit longer than the whole request's.
  if (timeouts.headersMs > timeouts.requestMs) throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  return timeouts;
}

/** The push channel: Web Push's VAPID keys (null: Web Push off), and how often the outbox is read without a wake-up. */
export interface PushConfig {
  webPush: { publicKey: string; privateKey: string; subject: string } | null;
  /** The fallback tick: pushes whose writer did not announce them (or whose Redis wake-up was lost) arrive within it. */
  tickMs: number;
  /** How often an open stream gets a `: ping` comment, so that proxies keep it and clients notice a dead one (25 s; tests shorten it). */
  pingMs: number;
}

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (all three, or none), PUSH_TICK_MS. */
export function loadPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  const subject = env.VAPID_SUBJECT?.trim() || undefined;
  if (!publicKey !== !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (npx web-push generate-vapid-keys makes a pair)');
  if (publicKey && !/^[A-Za-z0-9_-]{80,90}$/.test(publicKey)) throw new Error('VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key');
  if (privateKey && !/^[A-Za-z0-9_-]{40,45}$/.test(privateKey)) throw new Error('VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key');
  if (publicKey && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject ?? '')) throw new Error('With VAPID keys, VAPID_SUBJECT must be a mailto: address or an https: URL where push services can reach you');
  const tickMs = env.PUSH_TICK_MS ? Number(env.PUSH_TICK_MS) : 1000;
  if (!Number.isInteger(tickMs) || tickMs < 50 || tickMs > 3_600_000) throw new Error(`PUSH_TICK_MS must be a whole number of milliseconds from 50 to 3600000, got "${env.PUSH_TICK_MS}"`);
  return { webPush: publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null, tickMs, pingMs: 25_000 };
}

/** The demo autopilot: plays store and courier for new orders so that tracking moves on a fresh install. */
export interface AutopilotConfig {
  enabled: boolean;
  /** 1 is demo pace (a few minutes an order); 10 ten times faster. */
  speed: number;
}

/** AUTOPILOT=on|off (default: on with the embedded database outside tests), AUTOPILOT_SPEED=0.1…1000. */
export function loadAutopilotConfig(env: NodeJS.ProcessEnv, embedded: boolean, nodeEnv: AppConfig['nodeEnv']): AutopilotConfig {
  const raw = (env.AUTOPILOT ?? '').trim().toLowerCase();
  if (!['', 'on', 'off', '1', '0', 'true', 'false'].includes(raw)) throw new Error(`AUTOPILOT must be on or off, got "${env.AUTOPILOT}"`);
  const enabled = raw === '' ? embedded && nodeEnv !== 'test' : ['on', '1', 'true'].includes(raw);
  const speed = env.AUTOPILOT_SPEED ? Number(env.AUTOPILOT_SPEED) : 1;
  if (!Number.isFinite(speed) || speed < 0.1 || speed > 1000) throw new Error(`AUTOPILOT_SPEED must be a number from 0.1 to 1000, got "${env.AUTOPILOT_SPEED}"`);
  return { enabled, speed };
}

export const PAYMENT_GATEWAYS = ['test', 'stripe'] as const;

/** Where digital payments go: the built-in test gateway (a page of this server) or Stripe Checkout. */
export interface PaymentsConfig {
  gateway: (typeof PAYMENT_GATEWAYS)[number];
  /** Signs the test gateway's callbacks; every instance needs the same one (unset: a key kept in the database). */
  secret: string | undefined;
  stripeSecretKey: string | undefined;
  /** Signs Stripe's webhook events (whsec_…); without it the webhook answers 404. */
  stripeWebhookSecret: string | undefined;
  /** Stripe's API address; tests point it at a local fixture server. */
  stripeApiBase: string;
}

function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const gateway = (env.PAYMENT_GATEWAY || 'test') as PaymentsConfig['gateway'];
  if (!PAYMENT_GATEWAYS.includes(gateway)) throw new Error(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}, got "${env.PAYMENT_GATEWAY}"`);
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  if (gateway === 'stripe' && !stripeSecretKey) throw new Error('PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY');
  const secret = env.PAYMENT_SECRET?.trim() || undefined;
  if (secret !== undefined && secret.length < 32) throw new Error('PAYMENT_SECRET must be at least 32 characters');
  return { gateway, secret, stripeSecretKey, stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined, stripeApiBase: baseUrl('STRIPE_API_BASE', env.STRIPE_API_BASE, 'https://api.stripe.com') };
}

function loadGeoConfig(env: NodeJS.ProcessEnv): GeoConfig {
  const provider = (env.GEO_PROVIDER || 'embedded') as GeoConfig['provider'];
  if (!GEO_PROVIDERS.includes(provider)) {
    throw new Error(`GEO_PROVIDER must be one of ${GEO_PROVIDERS.join(', ')}, got "${env.GEO_PROVIDER}"`);
  }
  const googleApiKey = env.GOOGLE_MAPS_API_KEY?.trim() || undefined;
  if (provider === 'google' && !googleApiKey) {
    throw new Error('GEO_PROVIDER=google needs GOOGLE_MAPS_API_KEY (a key with Places, Geocoding, Distance Matrix and Directions enabled)');
  }
  const timeoutMs = env.GEO_TIMEOUT_MS ? Number(env.GEO_TIMEOUT_MS) : 4000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new Error(`GEO_TIMEOUT_MS must be a whole number of milliseconds between 100 and 60000, got "${env.GEO_TIMEOUT_MS}"`);
  }
  return {
    provider,
    googleApiKey,
    googleBaseUrl: baseUrl('GOOGLE_MAPS_BASE_URL', env.GOOGLE_MAPS_BASE_URL, 'https://maps.googleapis.com/maps/api'),
    nominatimUrl: baseUrl('NOMINATIM_URL', env.NOMINATIM_URL, 'https://nominatim.openstreetmap.org'),
    osrmUrl: baseUrl('OSRM_URL', env.OSRM_URL, 'https://router.project-osrm.org'),
    timeoutMs,
  };
}

/** TRUST_PROXY: off (default), a hop count, or a comma list of proxy addresses and CIDRs (Fastify's trustProxy forms). */
export function loadTrustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  const value = (raw ?? '').trim();
  if (['', 'off', 'false', '0', 'no'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(`TRUST_PROXY as a hop count must be from 0 to 32, got "${raw}"`);
    return hops;
  }
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  // An IPv4 or IPv6 address with an optional /prefix; "loopback", "linklocal" and "uniquelocal" are proxy-addr's names.
  const bad = list.find((a) => !/^(loopback|linklocal|uniquelocal|[\d.]+(\/\d{1,2})?|[\da-f:.]*:[\da-f:.]*(\/\d{1,3})?)$/i.test(a));
  if (bad) throw new Error(`TRUST_PROXY must be off, a hop count or a comma list of proxy addresses/CIDRs, got "${bad}" (trusting everyone lets any client forge its address)`);
  return list;
}

/** CORS_ORIGINS: a comma list of exact origins (scheme://host[:port]); "*" is refused since sign-in tokens travel in headers. */
export function loadCorsOrigins(raw: string | undefined): string[] {
  const list = (raw ?? '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const origin of list) {
    if (!/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin)) throw new Error(`CORS_ORIGINS must list origins such as https://shop.example.com, got "${origin}"`);
  }
  return list.map((o) => o.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = int('PORT', env.PORT, 8080);
  const host = env.HOST || '0.0.0.0';
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database)');
  }
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    nodeEnv,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    webDist: env.WEB_DIST || undefined,
    consoleDist: env.CONSOLE_DIST || undefined,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    geo: loadGeoConfig(env),
    auth: loadAuthConfig(env),
    payments: loadPaymentsConfig(env),
    autopilot: loadAutopilotConfig(env, !databaseUrl, nodeEnv),
    searchIndex: switchOn('SEARCH_INDEX', env.SEARCH_INDEX, nodeEnv !== 'test'),
    salesCounter: switchOn('SALES_COUNTER', env.SALES_COUNTER, nodeEnv !== 'test'),
    push: loadPushConfig(env),
    trustProxy: loadTrustProxy(env.TRUST_PROXY),
    corsOrigins: loadCorsOrigins(env.CORS_ORIGINS),
    timeouts: loadTimeouts(env),
    ...overrides,
  };
}
