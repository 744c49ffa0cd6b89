import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { CartIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { homePath } from '@/lib/session';

export function CheckoutLoading() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-4">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
      <Skeleton className="h-80 rounded-2xl" />
    </LoadingRegion>
  );
}

/** Nothing to order: an empty cart, or a Buy Now choice lost with the tab. */
export function CheckoutEmpty() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<CartIcon className="size-8" />}
      title={t('cart.empty_title')}
      description={t('cart.empty_description')}
      action={
        <Link to={homePath()} className={buttonClasses('primary', 'md', 'mt-2')}>
          {t('cart.continue_shopping')}
        </Link>
      }
    />
  );
}
