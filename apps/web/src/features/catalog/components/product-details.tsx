import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '@storefront/contract';
import { StoreIcon } from '@storefront/ui/icons';
import { DiscountBadge, HalalTag, RecommendBadge, VegMarker } from '@/components/catalog/badges';
import { Countdown } from '@/components/catalog/countdown';
import { storePath } from '@/components/catalog/links';
import { Price } from '@/components/catalog/price';
import { Rating } from '@/components/catalog/rating';
import { ReadMore } from '@/components/catalog/read-more';
import { NotAvailablePanel } from '@/components/catalog/not-available-panel';
import { WishButton } from '@/components/catalog/wish-button-slot';
import { ProductGallery } from './product-gallery';
import { ProductOptions } from './product-options';

export interface ProductDetailsProps {
  item: Item;
  /** Campaign items show their campaign dates. */
  campaign?: boolean;
  /** The page's cart controls (variations, add-ons, quantity, actions); without them the options show read-only. */
  purchase?: ReactNode;
}

/** Everything about one item; the route adds the cart's controls. */
export function ProductDetails({ item, campaign = false, purchase }: ProductDetailsProps) {
  const { t } = useTranslation();
  const food = item.module_type === 'food';
  const images = item.images_full_url.length > 0 ? item.images_full_url : [item.image_full_url];
  const campaignEnd = campaign && item.available_date_ends ? `${item.available_date_ends.slice(0, 10)}T23:59:59` : null;
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="relative">
        <ProductGallery images={images} name={item.name} />
        <div className="absolute start-4 top-4 flex flex-col items-start gap-1.5">
          <DiscountBadge discount={item.discount} discountType={item.discount_type} className="text-xs" />
          {item.recommended === 1 && <RecommendBadge className="text-xs" />}
        </div>
        {!campaign && <WishButton target={{ item }} variant="outline" className="absolute end-4 top-4" />}
      </div>
      <div className="space-y-5">
        <div className="space-y-2">
          <Link to={storePath({ id: item.store_id, slug: item.store_slug })} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
            <StoreIcon className="size-4" />
            {item.store_name}
          </Link>
          <h1 className="flex items-start gap-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {food && <VegMarker veg={item.veg} className="mt-2" />}
            <span>{item.name}</span>
          </h1>
          <div className="flex flex-wrap items-center gap-3">
            <Rating rating={item.avg_rating} count={item.rating_count} stars className="text-sm" />
            {item.halal_tag_status === 1 && item.is_halal === 1 && <HalalTag />}
            {item.unit_type && <span className="text-sm text-muted">{t('product.per_unit', { unit: item.unit_type })}</span>}
          </div>
        </div>
        <Price price={item.price} discountedPrice={item.discounted_price} size="lg" />
        {item.description && <ReadMore text={item.description} className="text-base" />}
        {!food && (
          <p className={item.stock > 0 ? 'text-sm font-semibold text-brand-700 dark:text-brand-400' : 'text-sm font-semibold text-red-600'}>
            {item.stock > 0 ? t('product.in_stock', { count: item.stock }) : t('catalog.out_of_stock')}
          </p>
        )}
        {item.available === 0 && <NotAvailablePanel item={item} />}
        {campaignEnd && (
          <div className="rounded-2xl bg-accent-500/10 p-4">
            <p className="mb-2 text-sm font-bold text-accent-600">{t('product.campaign_ends')}</p>
            <Countdown endsAt={campaignEnd} />
          </div>
        )}
        {purchase ?? <ProductOptions item={item} />}
      </div>
    </div>
  );
}
