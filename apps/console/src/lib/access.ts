import { useLocation } from 'react-router';
import { holds, STAFF_ROLES, type Capability, type ConsoleSession, type StaffRole } from '@storefront/contract';

export interface StoreRef {
  id: number;
  name: string;
}

const grantsOf = (session: ConsoleSession) => session.roles.map((r) => ({ role: r.role, storeId: r.store?.id ?? null }));

/** Whether the person may do this: for a store, or over the business (storeId null). The server checks the same rule. */
export const can = (session: ConsoleSession, capability: Capability, storeId: number | null) => holds(grantsOf(session), capability, storeId);

/** The stores the person works for through store roles, in the order the roles were given. */
export function storesOf(session: ConsoleSession): StoreRef[] {
  const seen = new Map<number, StoreRef>();
  for (const r of session.roles) if (r.store && !seen.has(r.store.id)) seen.set(r.store.id, r.store);
  return [...seen.values()];
}

/** The store of the page (`/stores/:storeId/...`), or null outside the store panel; read from the path, so the shell knows it too. */
export function useStoreId(): number | null {
  const { pathname } = useLocation();
  const id = Number(/^\/stores\/(\d{1,10})(?:\/|$)/.exec(pathname)?.[1]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The role the person is shown by: the highest they hold (admin first, courier last), or null without one. */
export function mainRole(session: ConsoleSession): StaffRole | null {
  return STAFF_ROLES.find((role) => session.roles.some((r) => r.role === role)) ?? null;
}
