import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@storefront/contract';
import { useMoney } from '../../../components/use-money';
import { FilterInput } from '../../../lib/filter-input';
import { FilterSelect } from '../../../lib/filter-select';
import { formatDateTime } from '../../../lib/format';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { SearchField } from '../../../lib/search-field';
import { BUSINESS_ORDERS_PAGE_SIZE, useBusinessOrders, type BusinessOrderFilters } from '../api/business-orders';
import { StorePicker } from './store-picker';

const RUNNING = 'pending,confirmed,processing,handover,picked_up';

/** A choice the page gives a filter: zones and modules, named in the console's language. */
export interface FilterChoice {
  id: number;
  name: string;
}

/**
 * Every store's orders, newest first: found by an id or the start of a customer's or guest's name, phone or
 * email, and filtered by store, state, zone, module, the days placed and the payment; each row opens the order.
 */
export function BusinessOrdersList({ filters, onFilters, zones, modules }: {
  filters: BusinessOrderFilters; onFilters: (f: BusinessOrderFilters) => void; zones: readonly FilterChoice[]; modules: readonly FilterChoice[];
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const list = useBusinessOrders(filters);
  const set = (change: Partial<BusinessOrderFilters>) => onFilters({ ...filters, ...change, page: change.page ?? 1 });
  const rows = list.data?.orders;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / BUSINESS_ORDERS_PAGE_SIZE)) : 1;
  const body = listState(list, rows?.length, { title: t('business_orders.empty_title'), description: t('business_orders.empty') }) ?? (
    <ul aria-label={t('business_orders.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((o) => (
        <li key={o.id} data-testid="business-order-row" className="border-b border-line last:border-0">
          <Link to={`/orders/${o.id}`} className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-surface-2">
            <div className="min-w-0">
              <p className="font-semibold">{t('orders.number', { id: o.id })} <span className="ms-2 rounded-full bg-surface-2 px-2 py-0.5 text-xs">{t(`orders.status.${o.order_status}`)}</span></p>
              <p className="truncate text-sm text-muted">
                <bdi>{o.store?.name ?? t('orders.types.parcel')}</bdi> · <bdi>{o.customer_name ?? t('business_orders.guest')}</bdi>
                {o.customer_phone && <> · <bdi dir="ltr">{o.customer_phone}</bdi></>}
              </p>
            </div>
            <div className="text-end text-sm">
              <p className="font-semibold"><bdi>{money(o.order_amount)}</bdi></p>
              <p className="text-muted">{t(`orders.payments.${o.payment_method}`)} · {t(`business_orders.payment_status.${o.payment_status}`)} · {formatDateTime(o.created_at, i18n.language)}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <ListFrame heading={{ title: t('business_orders.title'), hint: list.data ? t('business_orders.total', { count: list.data.total }) : t('business_orders.hint') }}
      filters={<>
        <SearchField label={t('business_orders.search')} placeholder={t('business_orders.search_hint')} value={filters.search} onValue={(search) => set({ search })} />
        <StorePicker value={filters.storeId ? { id: Number(filters.storeId), name: filters.storeName || `#${filters.storeId}` } : null}
          onValue={(store) => set({ storeId: store ? String(store.id) : '', storeName: store?.name ?? '' })} />
        {/* Two to a row on a phone, so the list starts within the first screen; in the row's flow on wider screens. */}
        <div className="grid w-full grid-cols-2 gap-3 sm:contents">
        <FilterSelect label={t('business_orders.status_filter')} value={filters.status} onValue={(status) => set({ status })}>
          <option value="">{t('business_orders.all')}</option>
          <option value={RUNNING}>{t('business_orders.running')}</option>
          {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(`orders.status.${s}`)}</option>)}
        </FilterSelect>
        <FilterSelect label={t('business_orders.zone')} value={filters.zoneId} onValue={(zoneId) => set({ zoneId })}>
          <option value="">{t('business_orders.all')}</option>
          {zones.map((z) => <option key={z.id} value={z.id}>{z.name}</option>)}
        </FilterSelect>
        <FilterSelect label={t('business_orders.module')} value={filters.moduleId} onValue={(moduleId) => set({ moduleId })}>
          <option value="">{t('business_orders.all')}</option>
          {modules.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
        </FilterSelect>
        <FilterSelect label={t('business_orders.payment_method')} value={filters.paymentMethod} onValue={(paymentMethod) => set({ paymentMethod })}>
          <option value="">{t('business_orders.all')}</option>
          {PAYMENT_METHODS.map((m) => <option key={m} value={m}>{t(`orders.payments.${m}`)}</option>)}
        </FilterSelect>
        <FilterSelect label={t('business_orders.payment_status_filter')} value={filters.paymentStatus} onValue={(paymentStatus) => set({ paymentStatus })}>
          <option value="">{t('business_orders.all')}</option>
          {(['unpaid', 'paid', 'partially_paid'] as const).map((s) => <option key={s} value={s}>{t(`business_orders.payment_status.${s}`)}</option>)}
        </FilterSelect>
        <FilterInput type="date" label={t('business_orders.from')} max={filters.to || undefined} value={filters.from} onValue={(from) => set({ from })} />
        <FilterInput type="date" label={t('business_orders.to')} min={filters.from || undefined} value={filters.to} onValue={(to) => set({ to })} />
        </div>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => set({ page })} />
    </ListFrame>
  );
}
