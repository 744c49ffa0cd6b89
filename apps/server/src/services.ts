import type { Db } from './db/connection.js';
import type { AppConfig } from './config.js';
import { ConfigService } from './modules/config/config.service.js';
import { ZonesService } from './modules/zones/zones.service.js';
import { ModulesService } from './modules/modules/modules.service.js';
import { GuestsService } from './modules/guests/guests.service.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { GeoService } from './modules/geo/geo.service.js';
import { createGeoProvider } from './modules/geo/providers/index.js';

/** Every service, built once per app so that routes share their caches. */
export function createServices(db: Db, config: AppConfig) {
  return {
    config: new ConfigService(db, config.publicUrl),
    zones: new ZonesService(db),
    modules: new ModulesService(db, config.publicUrl),
    guests: new GuestsService(db),
    newsletter: new NewsletterService(db),
    geo: new GeoService(createGeoProvider(config.geo, db, `Storefront/1.0 (+${config.publicUrl})`)),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
