import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { storePagePath, type Item } from '@storefront/contract';
import { ErrorState } from '@storefront/ui/error-state';
import { Skeleton } from '@storefront/ui/skeleton';
import { Breadcrumb } from '@/components/breadcrumb';
import { NotFoundPlaceholder } from '@/components/not-found-placeholder';
import { ProductPurchase } from '@/features/cart/components/product-purchase';
import { useItemDetails } from '@/features/catalog/api/get-item-details';
import { ItemReviews } from '@/features/catalog/components/item-reviews';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { RelatedItems } from '@/features/catalog/components/related-items';
import { itemCampaignsQueryOptions } from '@/features/campaigns/api/get-item-campaigns';
import { ApiError, errorMessage } from '@/lib/api-client';
import { HydrateWhenSeen } from '@/lib/hydrate-when-seen';
import { homePath } from '@/lib/session';

const matches = (item: Item, idOrSlug: string) => String(item.id) === idOrSlug || item.slug === idOrSlug;

/** /product/{id}: an item by id or slug; ?product_type=campaign shows the campaign's price and dates. */
export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const campaign = params.get('product_type') === 'campaign';
  const details = useItemDetails(id);
  const campaigns = useQuery({ ...itemCampaignsQueryOptions(), enabled: campaign });
  // A campaign item is the one on the campaign list; its regular details stand in while that loads or when it is gone.
  const campaignItem = campaign ? campaigns.data?.find((item) => matches(item, id)) : undefined;
  const item = campaignItem ?? details.data;
  useEffect(() => {
    if (item?.name) document.title = item.name;
  }, [item?.name]);

  let body;
  if (item) {
    body = (
      <>
        <div className="space-y-4">
          <Breadcrumb
            trail={[
              { label: t('nav.home'), to: homePath() },
              { label: item.store_name, to: storePagePath({ id: item.store_id, slug: item.store_slug }) },
              { label: item.name },
            ]}
          />
          <ProductDetails
            item={item}
            campaign={Boolean(campaignItem)}
            purchase={<ProductPurchase item={item} campaign={Boolean(campaignItem)} />}
          />
        </div>
        <HydrateWhenSeen>
          <ItemReviews itemId={item.id} />
        </HydrateWhenSeen>
        <HydrateWhenSeen>
          <RelatedItems itemId={item.id} />
        </HydrateWhenSeen>
      </>
    );
  } else if (details.isError && details.error instanceof ApiError && details.error.status === 404) {
    return <NotFoundPlaceholder />;
  } else if (details.isError) {
    body = <ErrorState message={errorMessage(details.error)} onRetry={() => void details.refetch()} retrying={details.isRefetching} />;
  } else {
    body = (
      <div role="status" aria-label={t('common.loading')} className="grid gap-8 lg:grid-cols-2">
        <Skeleton className="aspect-square w-full rounded-3xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-20 w-full" />
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-6 sm:px-6 sm:py-10 lg:px-8" data-testid="product-page">
      {body}
    </div>
  );
}
