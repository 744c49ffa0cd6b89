import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FILTER_PARAMS, NO_FILTERS, type BusinessOrderFilters } from '../features/orders/api/business-orders';
import { BusinessOrdersList } from '../features/orders/components/business-orders-list';
import { useMe } from '../features/operator/api/get-me';
import { useZones } from '../features/zones/api/get-zones';
import { can } from '../lib/access';
import { useModules } from '../lib/modules';

const filterKeys = Object.keys(FILTER_PARAMS) as (keyof typeof FILTER_PARAMS)[];

/**
 * /orders: every store's orders for the business's staff who hold orders.view over the business. The
 * filters and the page are kept in the address (?store_id=&store=&status=&search=&page=…), so that a
 * reload or a link shows the same orders.
 */
export function BusinessOrdersPage() {
  const { t, i18n } = useTranslation();
  const session = useMe().data;
  const [params, setParams] = useSearchParams();
  const filters = useMemo<BusinessOrderFilters>(() => {
    const page = Number(params.get('page'));
    return { ...NO_FILTERS, ...Object.fromEntries(filterKeys.map((key) => [key, params.get(FILTER_PARAMS[key]) ?? ''])), page: Number.isInteger(page) && page > 1 ? page : 1 };
  }, [params]);
  const go = useCallback((next: BusinessOrderFilters) => {
    const p = new URLSearchParams();
    for (const key of filterKeys) if (next[key] && (key !== 'storeName' || next.storeId)) p.set(FILTER_PARAMS[key], next[key]);
    if (next.page > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  }, [setParams]);
  const zones = useZones().data ?? [];
  const modules = (useModules(i18n.language).data ?? []).map((m) => ({ id: m.id, name: m.module_name }));
  if (!session) return null;
  if (!can(session, 'orders.view', null)) return <p className="p-6 text-center text-muted">{t('business_orders.not_allowed')}</p>;
  return <BusinessOrdersList filters={filters} onFilters={go} zones={zones} modules={modules} />;
}
