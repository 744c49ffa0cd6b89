import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NO_FILTERS, type BusinessOrderFilters } from '../features/orders/api/business-orders';
import { BusinessOrdersList } from '../features/orders/components/business-orders-list';
import { useMe } from '../features/operator/api/get-me';
import { useZones } from '../features/zones/api/get-zones';
import { can } from '../lib/access';
import { useModules } from '../lib/modules';

/** /orders: every store's orders for the business's staff who hold orders.view over the business; ?store_id= narrows them to a store. */
export function BusinessOrdersPage() {
  const { t, i18n } = useTranslation();
  const session = useMe().data;
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<BusinessOrderFilters>({ ...NO_FILTERS, storeId: params.get('store_id') ?? '' });
  const zones = useZones().data ?? [];
  const modules = (useModules(i18n.language).data ?? []).map((m) => ({ id: m.id, name: m.module_name }));
  if (!session) return null;
  if (!can(session, 'orders.view', null)) return <p className="p-6 text-center text-muted">{t('business_orders.not_allowed')}</p>;
  return <BusinessOrdersList filters={filters} onFilters={setFilters} zones={zones} modules={modules} />;
}
