import path from 'node:path';

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
  webDist: string | undefined;
  logLevel: string;
  geo: GeoConfig;
}

function int(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return n;
}

function baseUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = (raw || fallback).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(value)) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return value;
}

function loadGeoConfig(env: NodeJS.ProcessEnv): GeoConfig {
  const provider = (env.GEO_PROVIDER || 'embedded') as GeoConfig['provider'];
  if (!GEO_PROVIDERS.includes(provider)) {
    throw new Error(`GEO_PROVIDER must be one of ${GEO_PROVIDERS.join(', ')}, got "${env.GEO_PROVIDER}"`);
  }
  const googleApiKey = env.GOOGLE_MAPS_API_KEY?.trim() || undefined;
  if (provider === 'google' && !googleApiKey) {
    throw new Error('GEO_PROVIDER=google needs GOOGLE_MAPS_API_KEY (a key with Places, Geocoding and Distance Matrix enabled)');
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
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    geo: loadGeoConfig(env),
    ...overrides,
  };
}
