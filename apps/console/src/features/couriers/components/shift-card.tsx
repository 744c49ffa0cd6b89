import { useTranslation } from 'react-i18next';
import type { CourierState } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { cn } from '@storefront/ui/cn';
import { Switch } from '@storefront/ui/switch';
import { useMoney } from '../../../components/use-money';
import { useSetShift } from '../api/set-shift';

/**
 * The shift switch, first on the page: online, the courier is offered the waiting orders of the zones
 * named under it. Cash collected and not yet handed back to the business shows under it.
 */
export function ShiftCard({ state, language }: { state: CourierState; language: string }) {
  const { t } = useTranslation();
  const shift = useSetShift(language);
  const money = useMoney();
  const since = state.since ? new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(state.since)) : null;
  return (
    <section
      aria-labelledby="courier-shift-title" data-testid="courier-shift"
      className={cn('rounded-2xl border-2 p-4', state.online ? 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950/30' : 'border-line bg-surface')}
    >
      <h2 id="courier-shift-title" className="sr-only">{t('couriers.shift')}</h2>
      <Switch checked={state.online} onChange={(online) => shift.mutate({ online })} disabled={shift.isPending}>
        <span className="text-base font-bold">{t(state.online ? 'couriers.online' : 'couriers.offline')}</span>
      </Switch>
      <p className="mt-2 px-1 text-sm text-muted" aria-live="polite">
        {since && <>{t(state.online ? 'couriers.online_since' : 'couriers.offline_since')} <span dir="ltr">{since}</span> · </>}
        {state.zones.length > 0 ? t('couriers.zones', { zones: state.zones.map((z) => z.name).join(', ') }) : t('couriers.no_zones')}
      </p>
      {state.cash_in_hand > 0 && (
        <p className="mt-1 px-1 text-sm font-semibold" data-testid="cash-in-hand">{t('couriers.cash_in_hand')} <bdi>{money(state.cash_in_hand)}</bdi></p>
      )}
      {shift.isError && (
        <p role="alert" className="mt-2 px-1 text-sm font-medium text-red-600 dark:text-red-400">{errorMessage(shift.error) ?? t('errors.generic')}</p>
      )}
    </section>
  );
}
