import { useTranslation } from 'react-i18next';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { TagIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCoupons } from '../api/get-coupons';
import { CouponCard } from './coupons-section';

/** /coupons: every coupon valid today, as cards with the code to copy and the last day. */
export function CouponList() {
  const { t } = useTranslation();
  const query = useCoupons();
  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-40 rounded-2xl" />)}
      </LoadingRegion>
    );
  }
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  if (query.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-surface">
        <EmptyState icon={<TagIcon className="size-8" />} title={t('offers.empty_title')} description={t('offers.empty_description')} />
      </div>
    );
  }
  return (
    <ul data-testid="coupon-list" className="grid gap-4 sm:grid-cols-2">
      {query.data.map((coupon) => (
        <li key={coupon.id}>
          <CouponCard coupon={coupon} detailed />
        </li>
      ))}
    </ul>
  );
}
