import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCoupon, ZoneList } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { useMoney } from '../../../components/use-money';
import { DateRange } from '../../../lib/date-range';
import { ListFrame } from '../../../lib/list-header';
import { ListRow } from '../../../lib/list-row';
import { useModules } from '../../../lib/modules';
import { Pager } from '../../../lib/pager';
import { FilterSelect } from '../../../lib/filter-select';
import { localToday } from '../../../lib/format';
import { listState } from '../../../lib/list-state';
import { shownText } from '../../../lib/texts';
import { COUPONS_PAGE_SIZE, useCoupons, useUpdateCoupon, type CouponFilters } from '../api/coupons';
import { CouponDialog } from './coupon-dialog';
import { toastRefusal } from '../../../lib/save-refusal';
import { SearchField } from '../../../lib/search-field';
import { STATE_STYLE, STATES } from './offer-state';

/**
 * The coupons: newest first, by module, state today and part of the code or title; each with its code,
 * title, what it takes off, its days, its uses against its limit, where it stands and the languages its
 * title lacks; switched on or off in place, created and edited in a dialog by those who may.
 */
export function CouponsList({ canEdit, zones }: { canEdit: boolean; zones: ZoneList | undefined }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [filters, setFilters] = useState<CouponFilters>({ moduleId: 0, state: 'all', search: '', page: 1 });
  const list = useCoupons(filters);
  const modules = useModules(i18n.language);
  const update = useUpdateCoupon();
  const [editing, setEditing] = useState<ConsoleCoupon | 'new' | null>(null);
  const moduleName = (id: number) => modules.data?.find((m) => m.id === id)?.module_name ?? t('offers.module_number', { id });
  const switchOn = (c: ConsoleCoupon, on: boolean) => update.mutate({ id: c.id, body: { version: c.version, on } }, {
    onSuccess: () => toast.success(on ? t('offers.turned_on') : t('offers.turned_off')),
    onError: (error) => toastRefusal(error, t('offers.changed_elsewhere'), t('errors.generic')),
  });
  const takes = (c: ConsoleCoupon) => {
    if (c.coupon_type === 'free_delivery') return t('offers.takes_free_delivery');
    const off = c.discount_type === 'percent' ? `${c.discount}%` : money(c.discount);
    return c.discount_type === 'percent' && c.max_discount > 0 ? t('offers.takes_capped', { off, cap: money(c.max_discount) }) : t('offers.takes', { off });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / COUPONS_PAGE_SIZE)) : 1;

  const rows = list.data?.coupons;
  const body = listState(list, rows?.length, { title: t('offers.empty_title'), description: canEdit ? t('offers.empty_edit') : t('offers.empty') }) ?? (
    <ul aria-label={t('offers.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((c) => {
        const title = shownText(c.title, i18n.language);
        return (
          <ListRow key={c.id} testId="coupon-row" name={title} texts={c.title} scope="offers"
            before={<code dir="ltr" className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-sm font-semibold">{c.code}</code>}
            beside={<span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_STYLE[c.state]}`}>{t(`offers.states.${c.state}`)}</span>}
            actions={{ on: c.on, switchLabel: t('offers.on_of', { code: c.code }), editLabel: t('offers.edit_of', { code: c.code }), canEdit, busy: update.isPending, onSwitch: (on) => switchOn(c, on), onEdit: () => setEditing(c) }}>
              <p className="text-xs text-muted">
                {takes(c)} · {t(`offers.types.${c.coupon_type}`)}{c.store_id ? ` #${c.store_id}` : ''} · <bdi>{moduleName(c.module_id)}</bdi>
                {c.min_purchase > 0 && <> · {t('offers.minimum', { amount: money(c.min_purchase) })}</>}
              </p>
              <p className="text-xs text-muted">
                <DateRange from={c.start_date} to={c.expire_date} /> · {c.limit_total === null ? t('offers.uses', { count: c.uses }) : t('offers.uses_of', { count: c.uses, limit: c.limit_total })}
                {c.limit_per_customer !== null && <> · {t('offers.per_customer', { count: c.limit_per_customer })}</>}
              </p>
          </ListRow>
        );
      })}
    </ul>
  );

  return (
    <ListFrame
      heading={{ title: t('offers.title'), hint: t('offers.hint'), action: canEdit && <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('offers.add')}</Button> }}
      filters={<>
        <SearchField label={t('offers.search')} value={filters.search} placeholder={t('offers.search_placeholder')} onValue={(search) => setFilters({ ...filters, search: search, page: 1 })} />
        <FilterSelect label={t('offers.fields.module_id')} value={filters.moduleId} onValue={(v) => setFilters({ ...filters, moduleId: Number(v), page: 1 })}>
          <option value={0}>{t('offers.all_modules')}</option>
          {modules.data?.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
        </FilterSelect>
        <FilterSelect label={t('offers.state')} value={filters.state} onValue={(v) => setFilters({ ...filters, state: v as CouponFilters['state'], page: 1 })}>
          {STATES.map((state) => <option key={state} value={state}>{t(`offers.states.${state}`)}</option>)}
        </FilterSelect>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {editing && (
        <CouponDialog coupon={editing === 'new' ? null : editing} modules={modules.data ?? []} zones={zones ?? []} moduleId={filters.moduleId} today={localToday()} onClose={() => setEditing(null)} />
      )}
    </ListFrame>
  );
}
