import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCashback, CouponState } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { useMoney } from '../../../components/use-money';
import { DateRange } from '../../../lib/date-range';
import { FilterSelect } from '../../../lib/filter-select';
import { localToday } from '../../../lib/format';
import { ListFrame } from '../../../lib/list-header';
import { ListRow } from '../../../lib/list-row';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { toastRefusal } from '../../../lib/save-refusal';
import { SearchField } from '../../../lib/search-field';
import { shownText } from '../../../lib/texts';
import { CASHBACKS_PAGE_SIZE, useCashbacks, useCashbackWrites, type CashbackFilters } from '../api/cashbacks';
import { CashbackDialog } from './cashback-dialog';
import { STATE_STYLE, STATES } from './offer-state';

/**
 * The cashback offers: newest first, by state today and part of the title; each with its title, what it
 * pays back, its minimum, its days, its limit per customer, where it stands and the languages its title
 * lacks; switched on or off in place, created and edited in a dialog by those who may.
 */
export function CashbacksList({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [filters, setFilters] = useState<CashbackFilters>({ state: 'all', search: '', page: 1 });
  const list = useCashbacks(filters);
  const { update } = useCashbackWrites();
  const [editing, setEditing] = useState<ConsoleCashback | 'new' | null>(null);
  const switchOn = (c: ConsoleCashback, on: boolean) => update.mutate({ id: c.id, body: { version: c.version, on } }, {
    onSuccess: () => toast.success(on ? t('offers.cashback.turned_on') : t('offers.cashback.turned_off')),
    onError: (error) => toastRefusal(error, t('offers.cashback.changed_elsewhere'), t('errors.generic')),
  });
  const pays = (c: ConsoleCashback) => {
    if (c.cashback_type === 'amount') return t('offers.cashback.pays', { amount: money(c.cashback_amount) });
    const share = `${c.cashback_amount}%`;
    return c.max_discount > 0 ? t('offers.cashback.pays_capped', { amount: share, cap: money(c.max_discount) }) : t('offers.cashback.pays', { amount: share });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / CASHBACKS_PAGE_SIZE)) : 1;
  const rows = list.data?.cashbacks;
  const body = listState(list, rows?.length, { title: t('offers.cashback.empty_title'), description: canEdit ? t('offers.cashback.empty_edit') : t('offers.cashback.empty') }) ?? (
    <ul aria-label={t('offers.cashback.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((c) => {
        const title = shownText(c.title, i18n.language);
        return (
          <ListRow key={c.id} testId="cashback-row" name={title} texts={c.title} scope="offers"
            beside={<span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_STYLE[c.state]}`}>{t(`offers.states.${c.state}`)}</span>}
            actions={{ on: c.on, switchLabel: t('offers.cashback.on_of', { title }), editLabel: t('offers.cashback.edit_of', { title }), canEdit, busy: update.isPending, onSwitch: (on) => switchOn(c, on), onEdit: () => setEditing(c) }}>
              <p className="text-xs text-muted">
                {pays(c)}{c.min_purchase > 0 && <> · {t('offers.minimum', { amount: money(c.min_purchase) })}</>}
                {c.limit_per_customer !== null && <> · {t('offers.cashback.per_customer', { count: c.limit_per_customer })}</>}
              </p>
              <p className="text-xs text-muted"><DateRange from={c.start_date} to={c.end_date} /></p>
          </ListRow>
        );
      })}
    </ul>
  );

  return (
    <ListFrame
      heading={{ title: t('offers.cashback.title'), hint: t('offers.cashback.hint'), action: canEdit && <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('offers.cashback.add')}</Button> }}
      filters={<>
        <SearchField label={t('offers.search')} value={filters.search} placeholder={t('offers.cashback.search_placeholder')} onValue={(search) => setFilters({ ...filters, search, page: 1 })} />
        <FilterSelect label={t('offers.state')} value={filters.state} onValue={(v) => setFilters({ ...filters, state: v as CouponState | 'all', page: 1 })}>
          {STATES.map((state) => <option key={state} value={state}>{t(`offers.states.${state}`)}</option>)}
        </FilterSelect>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {editing && <CashbackDialog cashback={editing === 'new' ? null : editing} today={localToday()} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
