import type { CouponState } from '@storefront/contract';

/** The states an offer list filters by, "all" first. */
export const STATES: readonly (CouponState | 'all')[] = ['all', 'running', 'scheduled', 'expired', 'off'];

/** How each state is marked in a list. */
export const STATE_STYLE: Record<CouponState, string> = {
  running: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  scheduled: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  expired: 'bg-surface-2 text-muted',
  off: 'bg-surface-2 text-muted',
};
