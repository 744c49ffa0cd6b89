import type { OperatorRole } from '@storefront/contract';

export interface NavItem {
  /** A path of the console (under its /console base). */
  to: string;
  /** The key of its text in the console's language files. */
  label: string;
}

/**
 * The side navigation of each role: what that role may open in the console. Today every role has its
 * start page; a page joins its roles' lists when it is built.
 */
export const NAV_ITEMS: Record<OperatorRole, readonly NavItem[]> = {
  store: [{ to: '/', label: 'nav.store_start' }],
  courier: [{ to: '/', label: 'nav.courier_start' }],
  support: [{ to: '/', label: 'nav.support_start' }],
};
