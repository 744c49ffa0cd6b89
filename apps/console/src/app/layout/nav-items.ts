import type { Capability, ConsoleSession } from '@storefront/contract';
import { can, storesOf } from '../../lib/access';

export interface NavItem {
  /** A path of the console (under its /console base). */
  to: string;
  /** The key of its text in the console's language files. */
  label: string;
}

/** The store panel's pages, each shown to those who hold its capability for the store. */
const STORE_PAGES: readonly { path: string; label: string; capability: Capability }[] = [
  { path: 'orders', label: 'nav.orders', capability: 'orders.view' },
  { path: 'menu', label: 'nav.menu', capability: 'menu.view' },
  { path: 'settings', label: 'nav.store', capability: 'store.view' },
  { path: 'reviews', label: 'nav.reviews', capability: 'reviews.reply' },
  { path: 'chat', label: 'nav.chat', capability: 'chat.store' },
  { path: 'earnings', label: 'nav.earnings', capability: 'earnings.view' },
];

/** The business's pages, for those who hold their capability over the business. */
const BUSINESS_PAGES: readonly { to: string; label: string; capability: Capability }[] = [
  { to: '/courier', label: 'nav.deliveries', capability: 'courier.work' },
  { to: '/courier/messages', label: 'nav.messages', capability: 'courier.work' },
  { to: '/courier/earnings', label: 'nav.earnings', capability: 'courier.work' },
  { to: '/orders', label: 'business_orders.nav_orders', capability: 'orders.view' },
  { to: '/dispatch', label: 'business_orders.nav_dispatch', capability: 'orders.view' },
  { to: '/refunds', label: 'business_orders.nav_refunds', capability: 'refunds.decide' },
  { to: '/zones', label: 'nav.zones', capability: 'zones.view' },
  { to: '/stores', label: 'nav.stores', capability: 'stores.manage' },
  { to: '/store-applications', label: 'nav.store_applications', capability: 'stores.manage' },
  { to: '/customers', label: 'nav.customers', capability: 'customers.view' },
  { to: '/staff', label: 'nav.staff', capability: 'staff.manage' },
  { to: '/couriers', label: 'nav.couriers', capability: 'couriers.manage' },
  { to: '/items', label: 'nav.items', capability: 'catalogue.view' },
  { to: '/modules', label: 'nav.modules', capability: 'catalogue.view' },
  { to: '/categories', label: 'nav.categories', capability: 'catalogue.view' },
  { to: '/brands', label: 'nav.brands', capability: 'catalogue.view' },
  { to: '/units-attributes', label: 'nav.units_attributes', capability: 'catalogue.view' },
  { to: '/banners', label: 'nav.banners', capability: 'promotions.view' },
  { to: '/coupons', label: 'nav.coupons', capability: 'promotions.view' },
  { to: '/cashbacks', label: 'nav.cashbacks', capability: 'promotions.view' },
  { to: '/parcel-categories', label: 'nav.parcel_categories', capability: 'promotions.view' },
  { to: '/campaigns', label: 'nav.campaigns', capability: 'promotions.view' },
  { to: '/flash-sales', label: 'nav.flash_sales', capability: 'promotions.view' },
  { to: '/newsletter', label: 'nav.newsletter', capability: 'promotions.view' },
  { to: '/reports', label: 'nav.reports', capability: 'reports.view' },
  { to: '/money', label: 'nav.money', capability: 'money.view' },
  { to: '/pages', label: 'nav.pages', capability: 'pages.view' },
  { to: '/settings', label: 'nav.settings', capability: 'settings.view' },
  { to: '/translations', label: 'nav.translations', capability: 'catalogue.view' },
  { to: '/audit', label: 'nav.audit', capability: 'audit.view' },
];

/**
 * What the person may open: the store panel of the store in view (or their first store), the
 * business's pages their roles allow, and their own account.
 */
export function navItems(session: ConsoleSession, storeId: number | null): NavItem[] {
  const store = storeId ?? storesOf(session)[0]?.id ?? null;
  const items: NavItem[] = [{ to: '/', label: 'nav.start' }];
  if (store !== null) {
    for (const page of STORE_PAGES) if (can(session, page.capability, store)) items.push({ to: `/stores/${store}/${page.path}`, label: page.label });
  }
  for (const page of BUSINESS_PAGES) if (can(session, page.capability, null)) items.push({ to: page.to, label: page.label });
  items.push({ to: '/account', label: 'nav.account' });
  return items;
}

/**
 * The entry of the page at `pathname`: the longest one the path lies under (a courier's trip is under
 * Deliveries, its earnings page under Earnings and not under Deliveries too); Home only for itself.
 */
export function currentItem(items: readonly NavItem[], pathname: string): string | null {
  const under = (to: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));
  return items.filter((item) => under(item.to)).reduce<string | null>((best, item) => (best && best.length >= item.to.length ? best : item.to), null);
}
