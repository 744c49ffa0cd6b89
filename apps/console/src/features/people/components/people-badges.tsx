import { useTranslation } from 'react-i18next';
import type { CourierStatus } from '@storefront/contract';

const BADGE = 'rounded px-1.5 py-0.5 text-xs font-semibold';
const STATE_STYLE: Record<CourierStatus | 'blocked' | 'inactive' | 'invited', string> = {
  pending: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  active: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  refused: 'bg-surface-2 text-muted',
  deactivated: 'bg-red-500/15 text-red-700 dark:text-red-300',
  blocked: 'bg-red-500/15 text-red-700 dark:text-red-300',
  inactive: 'bg-red-500/15 text-red-700 dark:text-red-300',
  invited: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
};

/** A blocked customer's mark. */
export function BlockedBadge() {
  const { t } = useTranslation();
  return <span className={`${BADGE} ${STATE_STYLE.blocked}`}>{t('people.customers.blocked')}</span>;
}

/** A person's state as a coloured mark: a courier's, or a staff member's (deactivated, invited). */
export function StateBadge({ state }: { state: keyof typeof STATE_STYLE }) {
  const { t } = useTranslation();
  return <span className={`${BADGE} ${STATE_STYLE[state]}`}>{t(`people.states.${state}`)}</span>;
}
