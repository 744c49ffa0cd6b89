import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('geo configuration', () => {
  it('defaults to the embedded provider and the public OpenStreetMap services', () => {
    expect(loadConfig({}).geo).toEqual({
      provider: 'embedded',
      googleApiKey: undefined,
      googleBaseUrl: 'https://maps.googleapis.com/maps/api',
      nominatimUrl: 'https://nominatim.openstreetmap.org',
      osrmUrl: 'https://router.project-osrm.org',
      timeoutMs: 4000,
    });
  });

  it('reads the provider, key, addresses and time limit', () => {
    const geo = loadConfig({
      GEO_PROVIDER: 'osm', NOMINATIM_URL: 'http://nominatim.local:8080/', OSRM_URL: 'http://osrm.local', GEO_TIMEOUT_MS: '1500',
    }).geo;
    expect(geo).toMatchObject({ provider: 'osm', nominatimUrl: 'http://nominatim.local:8080', osrmUrl: 'http://osrm.local', timeoutMs: 1500 });
    expect(loadConfig({ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: ' abc ' }).geo).toMatchObject({ provider: 'google', googleApiKey: 'abc' });
  });

  it('refuses to start with settings that cannot work', () => {
    expect(() => loadConfig({ GEO_PROVIDER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => loadConfig({ GEO_PROVIDER: 'mapbox' })).toThrow(/GEO_PROVIDER must be one of embedded, google, osm/);
    expect(() => loadConfig({ GEO_TIMEOUT_MS: 'soon' })).toThrow(/GEO_TIMEOUT_MS/);
    expect(() => loadConfig({ GEO_TIMEOUT_MS: '0' })).toThrow(/GEO_TIMEOUT_MS/);
    expect(() => loadConfig({ OSRM_URL: 'router.project-osrm.org' })).toThrow(/OSRM_URL must be an http\(s\) URL/);
  });
});

describe('push configuration', () => {
  const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };

  it('has Web Push off without VAPID keys, and a one-second tick', () => {
    expect(loadConfig({}).push).toEqual({ webPush: null, tickMs: 1000, pingMs: 25_000 });
  });

  it('reads the VAPID keys with their subject, and the tick', () => {
    expect(loadConfig({ ...keys, VAPID_SUBJECT: 'mailto:ops@souqly.test', PUSH_TICK_MS: '250' }).push).toMatchObject({
      webPush: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY, subject: 'mailto:ops@souqly.test' }, tickMs: 250,
    });
  });

  it('refuses half a key pair, keys without a subject, malformed keys and a tick out of range', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/go together/);
    expect(() => loadConfig(keys)).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ ...keys, VAPID_SUBJECT: 'http://souqly.test' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ ...keys, VAPID_PUBLIC_KEY: 'short', VAPID_SUBJECT: 'mailto:a@b.c' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ PUSH_TICK_MS: '10' })).toThrow(/PUSH_TICK_MS/);
  });
});

describe('proxy and CORS configuration', () => {
  it('trusts no proxy by default, else a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('allows no other origin by default, else exactly the listed ones', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://Shop.example.com/, http://localhost:5173' }).corsOrigins).toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://shop.example.com/app' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('connection time limits', () => {
  it('gives headers and a silent request 10 s, a whole request 5 minutes and an idle connection 72 s by default', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, bodyIdleMs: 10_000, requestMs: 300_000, keepAliveMs: 72_000 });
  });

  it('reads each limit', () => {
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '5000', BODY_IDLE_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '600000', KEEP_ALIVE_TIMEOUT_MS: '5000' }).timeouts)
      .toEqual({ headersMs: 5000, bodyIdleMs: 20_000, requestMs: 600_000, keepAliveMs: 5000 });
  });

  it('refuses a limit that is not a number of milliseconds in range, or headers allowed longer than the whole request', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '10s' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ BODY_IDLE_TIMEOUT_MS: '0' })).toThrow(/BODY_IDLE_TIMEOUT_MS/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '-1' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000' })).toThrow(/HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS/);
  });
});
