import type { Db } from './db/connection.js';
import type { AppConfig } from './config.js';
import { ConfigService } from './modules/config/config.service.js';
import { ZonesService } from './modules/zones/zones.service.js';
import { ModulesService } from './modules/modules/modules.service.js';
import { GuestsService } from './modules/guests/guests.service.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { GeoService } from './modules/geo/geo.service.js';
import { createGeoProvider } from './modules/geo/providers/index.js';
import path from 'node:path';
import { MemoryAttemptStore } from './lib/attempts.js';
import { TokenService } from './modules/auth/auth.tokens.js';
import { AuthService } from './modules/auth/auth.service.js';
import { AuthLimiter } from './modules/auth/auth.limits.js';
import { GoogleIdTokenVerifier } from './modules/auth/auth.google.js';
import { createSmsProvider } from './modules/auth/auth.sms.js';
import { CustomerService } from './modules/customer/customer.service.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { Clock } from './lib/clock.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { ItemsService } from './modules/items/items.service.js';
import { StoresService } from './modules/stores/stores.service.js';
import { CategoriesService } from './modules/categories/categories.service.js';
import { SearchService } from './modules/search/search.service.js';
import { BannersService } from './modules/banners/banners.service.js';
import { CampaignsService } from './modules/campaigns/campaigns.service.js';
import { OffersService } from './modules/offers/offers.service.js';

export interface ServiceOptions {
  /** What "now" is for schedules, sales and campaigns; tests fix it. */
  clock?: Clock;
}

/** Every service, built once per app so that routes share their caches. */
export function createServices(db: Db, config: AppConfig, options: ServiceOptions = {}) {
  const catalog = new CatalogService(db, config.publicUrl);
  return {
    clock: options.clock ?? new Clock(),
    catalog,
    items: new ItemsService(db, catalog, config.publicUrl),
    stores: new StoresService(db, catalog, config.publicUrl),
    categories: new CategoriesService(db, catalog, config.publicUrl),
    search: new SearchService(db, catalog, config.publicUrl),
    banners: new BannersService(db, catalog, config.publicUrl),
    campaigns: new CampaignsService(db, catalog),
    offers: new OffersService(db, catalog),
    config: new ConfigService(db, config.publicUrl),
    zones: new ZonesService(db),
    modules: new ModulesService(db, config.publicUrl),
    guests: new GuestsService(db),
    newsletter: new NewsletterService(db),
    geo: new GeoService(createGeoProvider(config.geo, db, `Storefront/1.0 (+${config.publicUrl})`)),
    ...accountServices(db, config, options.clock),
  };
}

/**
 * Tokens, sign-in, the customer's account and addresses. A clock of its own in production is the
 * same wall clock; tests pass theirs. ZonesService keeps no state, so its own instance answers as
 * app.services.zones does.
 */
function accountServices(db: Db, config: AppConfig, clock: Clock = new Clock()) {
  const tokens = new TokenService(db, config.auth.tokenTtlDays, clock);
  const addresses = new AddressesService(db, new ZonesService(db), clock);
  const publicUrl = config.publicUrl;
  return {
    tokens,
    addresses,
    auth: new AuthService(db, {
      tokens,
      limiter: new AuthLimiter(new MemoryAttemptStore(() => clock.now().getTime()), config.auth.limits, clock),
      google: new GoogleIdTokenVerifier(config.auth.googleClientIds, config.auth.googleJwks, clock),
      sms: createSmsProvider(config.auth.sms, config.nodeEnv === 'production'),
      clock,
      publicUrl,
    }),
    customer: new CustomerService(db, {
      tokens,
      forgetAddresses: (trx, userId) => addresses.forgetCustomer(trx, userId),
      clock,
      publicUrl,
      storageDir: path.join(config.dataDir, 'storage'),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
