import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { useMoney } from '../../../components/use-money';
import { downloadText } from '../../../lib/download';
import { FilterSelect } from '../../../lib/filter-select';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { SearchField } from '../../../lib/search-field';
import { CUSTOMERS_PAGE_SIZE, useCustomers, useCustomersExport, type CustomerFilters } from '../api/customers';
import { BlockedBadge } from './people-badges';

/**
 * The customers, newest first: found by the start of a name, email or phone, blocked or not, a page at a
 * time with their count; each opens its profile. The filtered list is exported as a CSV file.
 */
export function CustomersList() {
  const { t } = useTranslation();
  const money = useMoney();
  const [filters, setFilters] = useState<CustomerFilters>({ search: '', blocked: 'all', page: 1 });
  const list = useCustomers(filters);
  const exporting = useCustomersExport();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / CUSTOMERS_PAGE_SIZE)) : 1;
  const exportList = () => exporting.mutate({ search: filters.search, blocked: filters.blocked }, {
    onSuccess: (csv) => {
      downloadText(`customers-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'text/csv;charset=utf-8');
      toast.success(t('people.customers.exported'));
    },
    onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
  });
  const rows = list.data?.customers;
  const body = listState(list, rows?.length, { title: t('people.customers.empty_title'), description: t('people.customers.empty') }) ?? (
    <ul aria-label={t('people.customers.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((c) => (
        <li key={c.id} data-testid="customer-row" className="border-b border-line last:border-b-0">
          <Link to={`/customers/${c.id}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-surface-2">
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold"><bdi>{`${c.f_name} ${c.l_name}`.trim() || t('people.customers.no_name')}</bdi> {c.blocked && <BlockedBadge />}</span>
              <span dir="ltr" className="truncate text-start text-xs text-muted">{[c.email, c.phone].filter(Boolean).join(' · ')}</span>
            </span>
            <span className="text-xs text-muted">{t('people.customers.wallet_points', { wallet: money(c.wallet_balance), points: c.loyalty_point })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <ListFrame
      heading={{
        title: t('people.customers.title'),
        hint: list.data ? t('people.customers.count', { count: list.data.total }) : '\u00a0',
        action: (
          <Button size="sm" variant="outline" onClick={exportList} disabled={exporting.isPending}>
            {exporting.isPending && <Spinner className="size-4" />}
            {t('people.customers.export')}
          </Button>
        ),
      }}
      filters={<>
        <SearchField label={t('people.customers.search')} value={filters.search} onValue={(search) => setFilters({ ...filters, search, page: 1 })} />
        <FilterSelect label={t('people.customers.state_filter')} value={filters.blocked} onValue={(v) => setFilters({ ...filters, blocked: v as CustomerFilters['blocked'], page: 1 })}>
          {(['all', 'active', 'blocked'] as const).map((v) => <option key={v} value={v}>{t(`people.customers.state_${v}`)}</option>)}
        </FilterSelect>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
    </ListFrame>
  );
}
