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
