import type { GeoConfig } from '../../../config.js';
import type { Db } from '../../../db/connection.js';
import { EmbeddedProvider } from './embedded.js';
import { GoogleProvider } from './google.js';
import { OsmProvider } from './osm.js';
import type { GeoProvider } from './types.js';

/** The provider chosen by GEO_PROVIDER; the configuration has already checked what each needs. */
export function createGeoProvider(config: GeoConfig, db: Db, userAgent: string): GeoProvider {
  const { timeoutMs } = config;
  switch (config.provider) {
    case 'google':
      if (!config.googleApiKey) throw new Error('GEO_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
      return new GoogleProvider({ apiKey: config.googleApiKey, baseUrl: config.googleBaseUrl, timeoutMs });
    case 'osm':
      return new OsmProvider({ nominatimUrl: config.nominatimUrl, osrmUrl: config.osrmUrl, timeoutMs, userAgent });
    default:
      return new EmbeddedProvider(db);
  }
}
