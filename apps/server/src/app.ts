import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.js';
import { createDb, migrateToLatest, type Db } from './db/connection.js';
import { logTransactionRetries } from './db/transaction.js';
import { frameworkErrors, registerErrorHandling } from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerLenientQueries } from './plugins/lenient-query.js';
import { registerUnknownFields } from './plugins/unknown-fields.js';
import { guardSlowClients, timeoutOptions } from './plugins/slow-clients.js';
import { contextPlugin } from './plugins/context.js';
import { dbPlugin } from './plugins/db.js';
import { openapiPlugin } from './plugins/openapi.js';
import { staticWebPlugin } from './plugins/static-web.js';
import { storefrontRenderer } from './modules/seo/seo.render.js';
import { compressPlugin } from './plugins/compress.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { corsPlugin } from './plugins/cors.js';
import { createServices } from './services.js';
import { configRoutes } from './modules/config/config.routes.js';
import { zonesRoutes } from './modules/zones/zones.routes.js';
import { modulesRoutes } from './modules/modules/modules.routes.js';
import { guestsRoutes } from './modules/guests/guests.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { locationRoutes } from './modules/location/location.routes.js';
import { authPlugin } from './plugins/auth.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { parcelRoutes } from './modules/parcel/parcel.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { orderTrackingRoutes } from './modules/orders/orders.tracking.routes.js';
import { operatorRoutes } from './modules/operator/operator.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { chatOperatorRoutes } from './modules/chat/chat.operator.routes.js';
import { paymentCallbackRoutes, paymentWebhookRoutes, testGatewayRoutes } from './modules/payments/payments.routes.js';
import { itemsRoutes } from './modules/items/items.routes.js';
import { storeApplicationRoutes } from './modules/stores/stores.applications.routes.js';
import { storesRoutes } from './modules/stores/stores.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { bannersRoutes } from './modules/banners/banners.routes.js';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.js';
import { offersRoutes } from './modules/offers/offers.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { consoleRoutes } from './app.console.js';
import { cacheControlPlugin } from './plugins/cache-control.js';
import type { Clock } from './lib/clock.js';
import type { Redis } from 'ioredis';
import { closeRedis, openRedis, redisReady } from './lib/redis.js';

export interface BuildOptions {
  config: AppConfig;
  /** An already migrated database (tests); otherwise one is opened from the config and migrated. */
  db?: Db;
  /** A fixed clock (tests); otherwise the wall clock. */
  clock?: Clock;
  /** An open Redis client, left open on close (tests); otherwise one is opened from REDIS_URL when set. */
  redis?: Redis;
}

/** Fastify takes a hop count too, but its types only know the other forms: hop i counts from the socket outwards. */
const trustProxyOption = (value: AppConfig['trustProxy']) => (typeof value === 'number' ? (_address: string, hop: number) => hop < value : value);

/** A caller's X-Request-Id is kept only when it is short, plain text: it goes into every log line and back in a header. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp({ config, db, clock, redis }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Only the configured proxies' X-Forwarded-For names the client (TRUST_PROXY; off by default).
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    // Slow or stalled clients get 408 or a closed connection (HEADERS_/BODY_IDLE_/REQUEST_/KEEP_ALIVE_TIMEOUT_MS).
    ...timeoutOptions(config.timeouts),
    frameworkErrors,
    ajv: {
      // Unknown body fields are dropped before validation by lib/unknown-fields (not by Ajv, which strips
      // fields while it tries a union's wrong branch); query strings are coerced.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  guardSlowClients(app.server, config.timeouts);

  let database = db;
  if (!database) {
    database = createDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await migrateToLatest(database);
  }

  // Callback hooks: an async one costs every request a promise and a microtask turn.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandling(app);
  registerJsonBody(app);
  registerLenientQueries(app);
  registerUnknownFields(app);
  registerInputGuard(app);
  await app.register(dbPlugin, { db: database, ownsDb: !db });
  logTransactionRetries(database, app.log);
  let sharedState = redis;
  if (!sharedState && config.redisUrl) {
    const opened = openRedis(config.redisUrl, { log: app.log });
    app.addHook('onClose', () => closeRedis(opened));
    // Unreachable Redis does not stop the start: its error is logged and attempt limits fall back to this process.
    await redisReady(opened);
    sharedState = opened;
  }
  app.decorate('services', createServices(database, config, { clock, redis: sharedState, log: app.log }));
  const searchIndex = app.services.search.index;
  if (searchIndex) {
    // Built in the background: item search runs in SQL until it is ready.
    app.addHook('onReady', async () => searchIndex.start());
    app.addHook('preClose', () => searchIndex.stop());
  }
  const push = app.services.push;
  // Tails the push outbox while streams are open (always, with Web Push); before the database closes, streams end.
  app.addHook('onReady', async () => push.start());
  app.addHook('preClose', async () => {
    // Nudges still gathered for the dispatch maps are dropped: their streams end now.
    app.services.dispatchChanges.stop();
    await push.stop();
  });
  if (config.salesCounter) {
    const sales = app.services.sales;
    app.addHook('onReady', async () => sales.start());
    app.addHook('preClose', () => sales.stop());
  }
  const catalogChanges = app.services.catalogChanges;
  app.addHook('onReady', async () => catalogChanges.start());
  app.addHook('preClose', () => catalogChanges.stop());
  const guests = app.services.guests;
  app.addHook('onReady', async () => guests.start());
  app.addHook('preClose', () => guests.stop());
  if (config.autopilot.enabled) {
    const autopilot = app.services.autopilot;
    app.addHook('onReady', async () => {
      autopilot.start();
      app.log.info({ speed: config.autopilot.speed }, 'demo autopilot on: new orders are confirmed, carried and delivered by themselves (AUTOPILOT=off stops it)');
    });
    // Before the database closes.
    app.addHook('preClose', () => autopilot.stop());
  }
  await app.register(securityHeadersPlugin, { config });
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(contextPlugin);
  await app.register(authPlugin);
  if (config.nodeEnv === 'production' && config.auth.sms.provider === 'log') {
    app.log.warn('SMS_PROVIDER is not set: phone verification answers 503 until an SMS provider is configured');
  }
  // Before compression, which only applies to routes declared after it: the web app's files are compressed at build time.
  await app.register(staticWebPlugin, {
    storageDir: path.join(config.dataDir, 'storage'),
    apps: [{ base: '/console/', dist: config.consoleDist }, { base: '/', dist: config.webDist, render: storefrontRenderer }],
  });
  await app.register(compressPlugin);
  await app.register(openapiPlugin);
  await app.register(cacheControlPlugin);

  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(
    async (api) => {
      await api.register(configRoutes);
      await api.register(zonesRoutes);
      await api.register(modulesRoutes);
      await api.register(guestsRoutes);
      await api.register(newsletterRoutes);
      await api.register(locationRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(addressesRoutes);
      await api.register(cartRoutes);
      await api.register(checkoutRoutes);
      await api.register(parcelRoutes);
      await api.register(ordersRoutes);
      await api.register(orderTrackingRoutes);
      await api.register(walletRoutes);
      await api.register(loyaltyRoutes);
      await api.register(wishlistRoutes);
      await api.register(reviewsRoutes);
      await api.register(chatRoutes);
      await api.register(operatorRoutes, { prefix: '/operator' });
      await api.register(chatOperatorRoutes, { prefix: '/operator' });
      await api.register(paymentCallbackRoutes);
      await api.register(paymentWebhookRoutes);
      await api.register(itemsRoutes);
      await api.register(storesRoutes);
      await api.register(storeApplicationRoutes);
      await api.register(categoriesRoutes);
      await api.register(searchRoutes);
      await api.register(bannersRoutes);
      await api.register(campaignsRoutes);
      await api.register(offersRoutes);
      await api.register(pushRoutes);
      await api.register(filesRoutes);
      await api.register(supportRoutes);
      await api.register(consoleRoutes, { prefix: '/console' });
    },
    { prefix: '/api/v1' },
  );
  await app.register(testGatewayRoutes);
  return app;
}
