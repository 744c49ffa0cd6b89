import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '@storefront/ui/error-state';
import { Skeleton } from '@storefront/ui/skeleton';
import { Tabs } from '@storefront/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useBrands } from '../api/get-brands';
import { BrandTile } from './brand-tile';

export type BrandSort = 'asc' | 'desc';

/** Brands A-Z or Z-A by name. */
export const sortBrands = <T extends { name: string }>(brands: readonly T[], order: BrandSort) =>
  [...brands].sort((a, b) => (order === 'asc' ? 1 : -1) * a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** Every brand; with none at all the visitor goes back to /home. */
export function AllBrands() {
  const { t } = useTranslation();
  const query = useBrands();
  const [order, setOrder] = useState<BrandSort>('asc');
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="h-36 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Navigate to="/home" replace />;
  return (
    <div className="space-y-6">
      <Tabs
        label={t('brands.sort')}
        options={[
          { value: 'asc', label: t('brands.a_z') },
          { value: 'desc', label: t('brands.z_a') },
        ]}
        value={order}
        onChange={setOrder}
      />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6" data-testid="brand-list">
        {sortBrands(query.data, order).map((brand) => (
          <li key={brand.id}>
            <BrandTile brand={brand} />
          </li>
        ))}
      </ul>
    </div>
  );
}
