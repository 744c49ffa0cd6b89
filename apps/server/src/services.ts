import type { Db } from './db/connection.js';
import type { AppConfig } from './config.js';
import { ConfigService } from './modules/config/config.service.js';
import { SettingsConsoleService } from './modules/config/config.settings.console.js';
import { offlineMethodsStore } from './modules/payments/payments.offline.js';
import { ZonesService } from './modules/zones/zones.service.js';
import { ModulesService } from './modules/modules/modules.service.js';
import { GuestsService } from './modules/guests/guests.service.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { ReportsService } from './modules/reports/reports.service.js';
import { MoneyService } from './modules/money/money.service.js';
import { LocationService } from './modules/location/location.service.js';
import { createGeoProvider } from './modules/location/providers/index.js';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { MemoryAttemptStore, type AttemptStore } from './lib/attempts.js';
import { RedisAttemptStore } from './lib/attempts.redis.js';
import { TokenService } from './modules/auth/auth.tokens.js';
import { AuthService } from './modules/auth/auth.service.js';
import { AuthLimiter } from './modules/auth/auth.limits.js';
import { databaseKnownAddresses } from './modules/auth/auth.known-addresses.js';
import { GoogleIdTokenVerifier } from './modules/auth/auth.google.js';
import { createSmsProvider } from './modules/auth/auth.sms.js';
import { createMailProvider } from './modules/auth/auth.mail.js';
import { PasswordResetService } from './modules/auth/auth.reset.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { Clock } from './lib/clock.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { SalesCounter } from './modules/catalog/catalog.sales.js';
import { ItemsService } from './modules/items/items.service.js';
import { StoresService } from './modules/stores/stores.service.js';
import { SeoService } from './modules/seo/seo.service.js';
import { CategoriesService } from './modules/categories/categories.service.js';
import { SearchService } from './modules/search/search.service.js';
import { ItemIndexKeeper } from './modules/search/search.keeper.js';
import { BannersService } from './modules/banners/banners.service.js';
import { CampaignsService } from './modules/campaigns/campaigns.service.js';
import { OffersConsoleService } from './modules/offers/offers.console.js';
import { OffersService } from './modules/offers/offers.service.js';
import { CartService } from './modules/cart/cart.service.js';
import { CheckoutService } from './modules/checkout/checkout.service.js';
import { CheckoutListsService } from './modules/checkout/checkout.lists.js';
import { ParcelService } from './modules/parcel/parcel.service.js';
import { OrderReasonsService } from './modules/orders/orders.reasons.js';
import { OrderCancelService } from './modules/orders/orders.cancel.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { OrderRefundsService } from './modules/orders/orders.refunds.js';
import { DispatchChanges, type MapChange } from './modules/orders/orders.dispatch.changes.js';
import { OrderFlowService } from './modules/orders/orders.flow.js';
import { businessOrderServices } from './modules/orders/orders.business.services.js';
import { OperatorService } from './modules/operator/operator.service.js';
import { OperatorAccountService } from './modules/operator/operator.account.js';
import { OperatorInvites } from './modules/operator/operator.invite.js';
import { OperatorResetService } from './modules/operator/operator.reset.js';
import { liveOperatorTokenIds } from './modules/operator/operator.account.repository.js';
import { OrderTripsService } from './modules/orders/orders.trips.js';
import { CouriersService } from './modules/couriers/couriers.service.js';
import { AutopilotService } from './modules/autopilot/autopilot.service.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { createPaymentGateway } from './modules/payments/payments.setup.js';
import { WalletService } from './modules/wallet/wallet.service.js';
import type { FundSettler } from './modules/payments/payments.service.js';
import { LoyaltyService } from './modules/loyalty/loyalty.service.js';
import { ReferralService } from './modules/referral/referral.service.js';
import { WishlistService } from './modules/wishlist/wishlist.service.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { ChatService } from './modules/chat/chat.service.js';
import { ChatAutopilot } from './modules/autopilot/autopilot.chat.js';
import { PushService } from './modules/push/push.service.js';
import { FilesService } from './modules/files/files.service.js';
import { SupportService } from './modules/support/support.service.js';
import { AuditService } from './modules/audit/audit.service.js';
import { OrdersConsoleService } from './modules/orders/orders.console.js';
import { OrderEarningsService } from './modules/orders/orders.earnings.js';
import { StoreApplicationsService } from './modules/stores/stores.applications.js';
import { StoresManageService } from './modules/stores/stores.manage.js';
import { StoresConsoleService } from './modules/stores/stores.console.js';
import { ReviewsConsoleService } from './modules/reviews/reviews.console.js';
import { CatalogChanges } from './modules/catalog/catalog.changes.js';
import { CatalogItemsService } from './modules/catalog/catalog.console.items.js';
import { peopleServices } from './modules/people/people.service.js';
import { liveTokenIds } from './modules/auth/auth.repository.js';
import { dbKind } from './db/dialect.js';
import { editorServices } from './services.editors.js';

export interface ServiceOptions {
  /** What "now" is for schedules, sales and campaigns; tests fix it. */
  clock?: Clock;
  /** Shared state for several instances (attempt limits); without it, state stays in this process. */
  redis?: Redis;
  log?: FastifyBaseLogger;
}

/** Every service, built once per app so that routes share their caches. */
export function createServices(db: Db, config: AppConfig, options: ServiceOptions = {}) {
  const catalog = new CatalogService(db, config.publicUrl);
  const clock = options.clock ?? new Clock();
  const cart = new CartService(db, catalog, clock);
  const gateway = createPaymentGateway(config, db);
  const configService = new ConfigService(db, config.publicUrl, { googleClientId: config.auth.googleClientIds[0], paymentGateway: gateway }, clock);
  const location = new LocationService(createGeoProvider(config.geo, db, `Storefront/1.0 (+${config.publicUrl})`));
  const zones = new ZonesService(db);
  const campaigns = new CampaignsService(db, catalog);
  const offers = new OffersService(db, catalog);
  const guests = new GuestsService(db, { clock, ...(options.log ? { log: options.log } : {}) });
  const push = new PushService(db, {
    config: config.push, clock, knownGuest: (guestId) => guests.known(guestId), ...(options.redis ? { redis: options.redis } : {}), ...(options.log ? { log: options.log } : {}),
    // PostgreSQL may commit a lower id after a higher one: the tail waits that long for it.
    gapWaitMs: dbKind(db) === 'postgres' ? 5_000 : 0,
    liveSessions: (tokenIds) => liveTokenIds(db, tokenIds, clock.now().toISOString()),
    liveStaffSessions: (tokenIds) => liveOperatorTokenIds(db, tokenIds, clock.now().toISOString()),
  });
  const announce = () => push.announce();
  // After the commit of a change on the dispatch map (an order's state or courier, a courier's place or shift): the business's staff hear of it.
  const dispatchChanges = new DispatchChanges(push);
  const mapChanged = (change: MapChange) => dispatchChanges.changed(change);
  // Prescriptions, review, refund and chat photos: outside the public storage folder, reached by signed links.
  const privateDir = path.join(config.dataDir, 'private');
  const files = new FilesService(db, { dir: privateDir, legacyDir: path.join(config.dataDir, 'storage'), publicUrl: config.publicUrl, clock });
  const orderCancel = new OrderCancelService(db, { clock, announce, mapChanged });
  const orders = new OrdersService(db, { publicUrl: config.publicUrl, clock, files, config: configService, zones, announce, mapChanged });
  const loyalty = new LoyaltyService(db, { config: configService, clock });
  const referral = new ReferralService();
  const orderFlow = new OrderFlowService(db, {
    cancel: orderCancel, config: configService, clock,
    onDelivered: async (trx, order, now, config) => {
      await loyalty.earn(trx, order, now, config);
      await referral.earn(trx, order, now, config);
      await offers.payCashback(trx, order, now);
    },
    announce,
    mapChanged,
  });
  const orderRefunds = new OrderRefundsService(db, { config: configService, clock, storageDir: privateDir, onRefunded: (trx, order, now) => loyalty.takeBack(trx, order, now), announce });
  const accounts = accountServices(db, config, { ...options, clock }, { cart, zones, configService });
  // The wallet settles add-fund payments; it is made just below, and asked only once a payment comes back.
  const payments = new PaymentsService(db, { gateway, config: configService, publicUrl: config.publicUrl, clock, settleFund: (): FundSettler => wallet.settleFund, announce, mapChanged });
  const wallet = new WalletService(db, { config: configService, payments, clock });
  const catalogChanges = new CatalogChanges(options.redis, clock, options.log);
  const chat = new ChatService(db, { config: configService, clock, publicUrl: config.publicUrl, storageDir: privateDir, files, announce });
  const operators = new OperatorService(db, { clock, publicUrl: config.publicUrl, limiter: accounts.limiter, orders, refunds: orderRefunds, flow: orderFlow, ttlDays: config.auth.tokenTtlDays, mapChanged });
  const orderTrips = new OrderTripsService(db, { flow: orderFlow, config: configService, clock, files, storageDir: privateDir });
  const menu = { db, clock, changes: catalogChanges, publicUrl: config.publicUrl, storageDir: path.join(config.dataDir, 'storage') };
  const invites = new OperatorInvites({ clock, mail: accounts.mail, publicUrl: config.publicUrl });
  const storesManage = new StoresManageService({
    ...menu, invites,
    timeZone: async () => (await catalog.timeZones())[0] ?? 'UTC', zoneIdsAt: (lat, lng) => zones.zoneIdsAt(lat, lng),
  });
  return {
    push,
    files,
    payments,
    wallet,
    loyalty,
    clock,
    catalog,
    sales: new SalesCounter(db, { clock, ...(options.log ? { log: options.log } : {}) }),
    cart,
    items: new ItemsService(db, catalog, config.publicUrl),
    stores: new StoresService(db, catalog, config.publicUrl),
    categories: new CategoriesService(db, catalog, config.publicUrl),
    search: new SearchService(db, catalog, config.publicUrl, config.searchIndex ? new ItemIndexKeeper(db, options.log ?? null) : null),
    banners: new BannersService(db, catalog, config.publicUrl),
    seo: new SeoService(db, configService, config.publicUrl),
    campaigns,
    offers,
    config: configService,
    orderReasons: new OrderReasonsService(db),
    orderCancel,
    orders,
    orderRefunds,
    orderFlow,
    autopilot: new AutopilotService(db, {
      flow: orderFlow, clock, speed: config.autopilot.speed, chat: new ChatAutopilot(db, { chat, clock, speed: config.autopilot.speed }),
      ...(options.log ? { log: options.log } : {}), mapChanged,
    }),
    operators,
    operatorAccount: new OperatorAccountService(db, { clock, operators, businessName: async () => (await configService.config()).business_name }),
    operatorReset: new OperatorResetService(db, { clock, limiter: accounts.limiter, mail: accounts.mail, publicUrl: config.publicUrl }),
    checkout: new CheckoutService({ db, cart, campaigns, offers, config: configService, location, zones, payments, cancel: orderCancel, clock, storageDir: privateDir, announce, mapChanged }),
    checkoutLists: new CheckoutListsService(db),
    parcel: new ParcelService(db, config.publicUrl),
    wishlist: new WishlistService(db, { catalog, clock }),
    chat,
    reviews: new ReviewsService(db, { clock, publicUrl: config.publicUrl, storageDir: privateDir, files }),
    zones,
    modules: new ModulesService(db, config.publicUrl, clock),
    guests,
    newsletter: new NewsletterService(db),
    support: new SupportService(db, clock),
    audit: new AuditService(db),
    catalogChanges,
    catalogItems: new CatalogItemsService(db),
    ...editorServices(menu, offers),
    ordersConsole: new OrdersConsoleService({ orders, flow: orderFlow, clock }),
    ...businessOrderServices(db, { orders, flow: orderFlow, refunds: orderRefunds, gatewayRefund: payments.refundOrder.bind(payments), clock, mapChanged }),
    dispatchChanges,
    orderTrips,
    couriers: new CouriersService(db, { clock, trips: orderTrips, push, location, mapChanged }),
    orderEarnings: new OrderEarningsService({ db, clock }),
    reports: new ReportsService({ db, clock }),
    money: new MoneyService({ db, clock }),
    storesConsole: new StoresConsoleService(menu),
    storesManage,
    storeApplications: new StoreApplicationsService({ db, clock, stores: storesManage, mail: accounts.mail, limiter: accounts.limiter, privateDir }),
    settingsConsole: new SettingsConsoleService({ ...menu, offline: offlineMethodsStore }),
    offersConsole: new OffersConsoleService({ db, clock, today: (now) => offers.today(now) }),
    reviewsConsole: new ReviewsConsoleService({ db, clock, publicUrl: config.publicUrl }),
    location,
    people: peopleServices({ db, clock, invites, businessName: async () => (await configService.config()).business_name }),
    ...accounts,
  };
}

/** Tokens, sign-in, the customer's account and addresses. */
function accountServices(
  db: Db, config: AppConfig, { clock = new Clock(), redis, log }: ServiceOptions,
  { cart, zones, configService }: { cart: CartService; zones: ZonesService; configService: ConfigService },
) {
  const tokens = new TokenService(db, config.auth.tokenTtlDays, clock);
  const addresses = new AddressesService(db, zones, clock);
  const publicUrl = config.publicUrl;
  const limiter = new AuthLimiter(attemptStore(clock, redis, log), config.auth.limits, clock, databaseKnownAddresses(db, clock));
  const profile = new ProfileService(db, {
    revokeTokens: (trx, userId, keepTokenId) => tokens.revokeAll(trx, userId, keepTokenId),
    forgetAddresses: (trx, userId) => addresses.forgetCustomer(trx, userId),
    config: configService,
    clock,
    publicUrl,
    storageDir: path.join(config.dataDir, 'storage'),
  });
  const production = config.nodeEnv === 'production';
  const sms = createSmsProvider(config.auth.sms, production);
  // One mail provider for customers' and staff's mails.
  const mail = createMailProvider(config.auth.mail, production);
  return {
    tokens,
    addresses,
    limiter,
    profile,
    mail,
    passwordReset: new PasswordResetService(db, { tokens, limiter, sms, mail, clock }),
    auth: new AuthService(db, {
      tokens,
      limiter,
      google: new GoogleIdTokenVerifier(config.auth.googleClientIds, config.auth.googleJwks, clock),
      sms,
      clock,
      customerVerification: async () => (await configService.config()).customer_verification,
      describe: (user) => profile.describe(user),
      // Whatever the guest owned moves to the customer.
      onSignedIn: (userId, guestId) => cart.moveGuestCart(guestId, userId),
    }),
  };
}

/** Counters every instance shares when there is Redis; this process's own otherwise. */
function attemptStore(clock: Clock, redis: Redis | undefined, log: FastifyBaseLogger | undefined): AttemptStore {
  const now = () => clock.now().getTime();
  const memory = new MemoryAttemptStore(now);
  return redis ? new RedisAttemptStore(redis, { now, fallback: memory, log }) : memory;
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
