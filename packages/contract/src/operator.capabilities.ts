import { Type, type Static } from 'typebox';

/**
 * Who may do what in the staff console. A person holds roles: business-wide ones (store null), or a
 * store's (owner, manager, staff), or courier. A role is a named set of capabilities; every console
 * route declares the one capability it needs (as its OpenAPI security scope) and one hook checks it.
 * A business-wide role holds its capabilities for every store; a store role only for its own store.
 */
export const BUSINESS_ROLES = ['admin', 'catalogue', 'operations', 'support', 'finance'] as const;
export const STORE_ROLES = ['owner', 'manager', 'staff'] as const;
export const STAFF_ROLES = [...BUSINESS_ROLES, ...STORE_ROLES, 'courier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Capabilities that act on one store: their routes carry the store in the path (`/console/stores/:storeId/...`). */
export const STORE_CAPABILITIES = [
  'orders.view', 'orders.move', 'delivery.unlock', 'menu.view', 'menu.edit', 'stock.edit', 'store.view', 'store.edit', 'reviews.reply', 'chat.store',
  'earnings.view',
] as const;
/**
 * Capabilities over the whole business: the audit log, and what customers see beyond one store: promotions
 * (banners, coupons, campaigns), the catalogue's shared lists (categories, brands, units, attributes), and
 * the stores themselves (create, suspend, applications), and the storefront's pages (information pages, FAQ, footer).
 * Running the business: delivery zones, the business settings, customers (seen; blocked or unblocked; their
 * wallets adjusted), the staff and their roles, couriers (approved, their zones), refunds decided, the money
 * (transactions, statements; settling a courier's cash) and the reports.
 * The store capabilities orders.view and orders.move on a route without a store act on every store's orders:
 * only business-wide roles reach those routes (the business's order list, dispatch, assigning a courier).
 */
export const BUSINESS_CAPABILITIES = [
  'audit.view', 'promotions.view', 'promotions.edit', 'catalogue.view', 'catalogue.edit', 'stores.manage', 'pages.view', 'pages.edit',
  'zones.view', 'zones.edit', 'settings.view', 'settings.edit', 'customers.view', 'customers.manage', 'wallet.adjust', 'staff.manage',
  'couriers.manage', 'refunds.decide', 'money.view', 'money.settle', 'reports.view',
] as const;
/** A courier's own work (shift, offers, trips): no other role holds it, an admin included, since it acts as the courier. */
export const COURIER_CAPABILITIES = ['courier.work'] as const;
export const CAPABILITIES = [...STORE_CAPABILITIES, ...BUSINESS_CAPABILITIES, ...COURIER_CAPABILITIES] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ALL_STORE = STORE_CAPABILITIES;

export const ROLE_CAPABILITIES: Readonly<Record<StaffRole, readonly Capability[]>> = {
  admin: [...STORE_CAPABILITIES, ...BUSINESS_CAPABILITIES],
  catalogue: ['menu.view', 'menu.edit', 'stock.edit', 'store.view', 'promotions.view', 'promotions.edit', 'catalogue.view', 'catalogue.edit', 'pages.view', 'pages.edit'],
  operations: [
    'orders.view', 'orders.move', 'delivery.unlock', 'menu.view', 'stock.edit', 'store.view', 'store.edit', 'chat.store', 'catalogue.view', 'stores.manage',
    'zones.view', 'zones.edit', 'settings.view', 'customers.view', 'customers.manage', 'couriers.manage', 'reports.view',
  ],
  support: ['orders.view', 'delivery.unlock', 'menu.view', 'store.view', 'reviews.reply', 'chat.store', 'zones.view', 'customers.view', 'customers.manage'],
  finance: [
    'orders.view', 'store.view', 'earnings.view', 'settings.view', 'customers.view', 'wallet.adjust', 'refunds.decide', 'money.view', 'money.settle', 'reports.view',
  ],
  owner: ALL_STORE,
  manager: ALL_STORE.filter((c) => c !== 'earnings.view'),
  staff: ['orders.view', 'orders.move', 'delivery.unlock', 'menu.view', 'stock.edit', 'store.view', 'chat.store'],
  courier: COURIER_CAPABILITIES,
};

/** Roles whose holders must sign in with a second factor (an authenticator app's code). */
export const TWO_FACTOR_ROLES: readonly StaffRole[] = ['admin', 'owner'];

export const StaffRoleSchema = Type.Union([
  Type.Literal('admin'), Type.Literal('catalogue'), Type.Literal('operations'), Type.Literal('support'), Type.Literal('finance'),
  Type.Literal('owner'), Type.Literal('manager'), Type.Literal('staff'), Type.Literal('courier'),
]);

/** One role a person holds: business-wide (store null) or for one store. */
export const StaffGrant = Type.Object({
  role: StaffRoleSchema,
  store: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
});
export type StaffGrant = Static<typeof StaffGrant>;

export interface Grant {
  role: StaffRole;
  storeId: number | null;
}

/** Whether the grants hold a capability: for a store (storeId) or over the business (null). */
export function holds(grants: readonly Grant[], capability: Capability, storeId: number | null): boolean {
  const business = (BUSINESS_CAPABILITIES as readonly Capability[]).includes(capability);
  return grants.some((g) => {
    if (!ROLE_CAPABILITIES[g.role].includes(capability)) return false;
    if (g.storeId === null) return true;
    return !business && storeId !== null && g.storeId === storeId;
  });
}

/** The stores a person works for through store roles (business-wide roles reach every store). */
export function grantStoreIds(grants: readonly Grant[]): number[] {
  return [...new Set(grants.flatMap((g) => (g.storeId === null ? [] : [g.storeId])))];
}

export function needsTwoFactor(grants: readonly Grant[]): boolean {
  return grants.some((g) => TWO_FACTOR_ROLES.includes(g.role));
}
