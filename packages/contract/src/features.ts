/**
 * The one list of features. A feature has the same name wherever it appears: the server's module
 * folder (`apps/server/src/modules/<name>`), the contract's file (`packages/contract/src/<name>.ts`,
 * or `<name>.<part>.ts`), the storefront's folder (`apps/web/src/features/<name>`), the storefront's
 * text group (`<name>` at the top of `apps/web/src/i18n/en.json`), the staff console's folder
 * (`apps/console/src/features/<name>`) and text group (`apps/console/src/i18n/en.json`) and `docs/behaviour/<name>.md`.
 * `test/feature-names.test.ts` compares each layer with this list, both ways: a folder, file or text
 * group of a name that is not here, or a layer this list promises and that is missing, fails it.
 *
 * Not every feature lives on every layer: `server`, `contract`, `web` and `console` say where it does. `texts`
 * names the further text groups a feature owns beside its own (a text group of its own name is
 * always allowed and expected where the feature has words to show).
 *
 * Not exported from the package's index: only tests and tools read it.
 */
export interface Feature {
  readonly about: string;
  readonly server?: true;
  readonly contract?: true;
  readonly web?: true;
  readonly console?: true;
  readonly texts?: readonly string[];
}

export const FEATURES = {
  addresses: { about: "a customer's saved delivery addresses", server: true, contract: true, web: true },
  audit: { about: 'the log of every change made through the staff console', server: true, contract: true, console: true },
  auth: { about: 'sign-up, sign-in, tokens, verification and password reset', server: true, contract: true, web: true },
  autopilot: { about: 'the demo: moves seeded orders as a store and a courier would', server: true },
  banners: { about: 'home banners, the landing page\'s promotional banners and texts; their editor in the console', server: true, contract: true, web: true, console: true },
  campaigns: { about: 'basic and item campaigns, flash sales; their editors in the console', server: true, contract: true, web: true, console: true, texts: ['flash_sale', 'countdown'] },
  cart: { about: 'the cart of a customer or guest, per module', server: true, contract: true, web: true, texts: ['item_popup'] },
  catalog: {
    about: 'browsing: stores, items and categories as lists and cards, brands; the store panel\'s menu in the console',
    server: true, contract: true, web: true, console: true,
    texts: ['brands', 'store', 'product', 'suggested'],
  },
  categories: { about: 'the category tree of each module, and brands; their editor in the console', server: true, contract: true, console: true },
  couriers: { about: 'the courier app: shift, zones, offers, trips from pick-up to proof of delivery', server: true, contract: true, console: true },
  chat: { about: 'conversations with stores, couriers and support; the store panel\'s answers', server: true, contract: true, web: true, console: true },
  checkout: { about: 'placing an order: prices, charges, coupon, payment, prescription orders', server: true, contract: true, web: true },
  config: { about: 'the business settings the storefront and the staff console read', server: true, contract: true, web: true, console: true },
  files: { about: 'private uploads behind signed links', server: true, contract: true },
  guests: { about: 'guest ids and what a guest owns until signing in', server: true },
  health: { about: 'liveness and readiness', server: true, contract: true },
  inventory: { about: 'item and flash-sale stock: taken by orders, given back by cancels and refunds', server: true },
  items: { about: 'item details, variations, add-ons, related and suggested items', server: true, contract: true },
  landing: { about: 'the landing page before a location is chosen', web: true },
  location: { about: 'place search, reverse geocoding, distances, the chosen location', server: true, contract: true, web: true },
  loyalty: { about: 'loyalty points and turning them into wallet money', server: true, contract: true, web: true },
  modules: { about: 'the modules (food, grocery, pharmacy, ecommerce, parcel) and choosing one; switching them per zone in the console', server: true, contract: true, web: true, console: true },
  money: { about: 'the business\'s money in the console: transactions, store statements, couriers\' cash and its settlement', server: true, contract: true, console: true },
  newsletter: { about: 'newsletter subscriptions; their list and export in the console', server: true, contract: true, web: true, console: true },
  offers: { about: 'coupons, cashback offers and the most-tips hint; the coupons\' and cashback offers\' editors in the console', server: true, contract: true, web: true, console: true },
  operator: { about: 'staff accounts, roles and capabilities, sign-in; the operator API of stores and couriers', server: true, contract: true, console: true },
  orders: {
    about: 'order lists, details, tracking, cancel, refund requests and reasons; the store panel\'s orders board and earnings',
    server: true, contract: true, web: true, console: true, texts: ['tracking', 'earnings', 'business_orders'],
  },
  pages: { about: 'about, terms, privacy, refund, cancellation and shipping pages; their, the FAQ\'s and the footer\'s editor in the console', web: true, console: true },
  parcel: { about: 'sending a parcel: categories, charges, sender and receiver; the parcel categories\' editor in the console', server: true, contract: true, web: true, console: true },
  payments: { about: 'the payment gateway, offline payment methods', server: true },
  people: {
    about: 'customers (search, profile, wallet adjustments, block), staff (invite, roles, deactivate) and couriers (approval, zones) in the console',
    server: true, contract: true, console: true,
  },
  preferences: { about: 'language and theme', web: true, texts: ['language', 'theme', 'settings'] },
  profile: { about: "the customer's own account: details, photo, interests, deletion", server: true, contract: true, web: true, texts: ['interest'] },
  push: { about: 'the push channel (outbox, stream, web push) and notification settings', server: true, contract: true, web: true },
  referral: { about: 'referral codes and what the referrer earns', server: true, contract: true, web: true },
  reports: { about: 'daily figures kept by the orders\' state changes; sales, delivery times, cancellations, top items, customers, as charts and CSV', server: true, contract: true, console: true },
  reviews: { about: 'rating items and couriers after delivery; stores\' replies', server: true, contract: true, web: true, console: true },
  search: { about: 'item and store search, suggestions, history', server: true, contract: true, web: true },
  seo: { about: 'robots.txt, the sitemaps, readable page addresses and the redirect from the id form, pages rendered on the server and their heads', server: true, contract: true, web: true },
  stores: { about: 'store details, hours, lists; a store\'s settings in the console; applications to open a store and their approval', server: true, contract: true, web: true, console: true },
  support: { about: 'FAQ and the contact details of support', server: true, contract: true, web: true },
  translations: { about: 'the console\'s list of customer-visible texts not yet translated into Arabic or French', server: true, contract: true, console: true },
  wallet: { about: 'the wallet, its ledger and adding funds', server: true, contract: true, web: true },
  wishlist: { about: 'wished items and stores', server: true, contract: true, web: true },
  zones: { about: 'delivery zones: which zone a point is in, their charges', server: true, contract: true, console: true },
} as const satisfies Record<string, Feature>;

export type FeatureName = keyof typeof FEATURES;

/** Contract files that hold pieces every feature shares, not a feature of their own. */
export const SHARED_CONTRACT_FILES = ['common', 'errors', 'features', 'index', 'storage-keys', 'totals'] as const;

/** Text groups of the storefront's frame (header, footer, drawer, errors), not of one feature. */
export const SHELL_TEXT_GROUPS = ['common', 'errors', 'nav', 'drawer', 'footer', 'apps', 'home', 'coming_soon', 'not_found'] as const;

/** Text groups of the staff console's frame (header, navigation, language), not of one feature. */
export const CONSOLE_SHELL_TEXT_GROUPS = ['common', 'errors', 'shell', 'nav', 'language', 'not_found'] as const;

/** Text groups the primitives of packages/ui read besides the frame's (the password field's show and hide). */
export const UI_TEXT_GROUPS = ['auth'] as const;
