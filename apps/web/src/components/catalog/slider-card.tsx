import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { Image } from '@storefront/ui/image';
import { DiscountBadge, RecommendBadge, VegMarker } from './badges';
import { CardCartControl } from './card-cart-control-slot';
import { cardRating } from './card-rating';
import { Price } from './price';
import { Rating } from './rating';
import { WishButton } from './wish-button-slot';

/** The slider variant: a wide, banner-like picture with the name, price and rating on a panel over it. */
export function SliderCard({ item, to, campaign = false, className }: { item: Item; to: string; campaign?: boolean; className?: string }) {
  const { t } = useTranslation();
  const rating = cardRating(item, 'slider');
  return (
    <article
      data-testid="item-card"
      data-variant="slider"
      className={cn('group relative flex aspect-[16/10] flex-col justify-end overflow-hidden rounded-2xl bg-surface-2 shadow-sm transition hover:shadow-md', className)}
    >
      <Image src={item.image_full_url} alt="" className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105" />
      <div className="absolute start-3 top-3 flex flex-wrap gap-1">
        <DiscountBadge discount={item.discount} discountType={item.discount_type} />
        {item.recommended === 1 && <RecommendBadge />}
      </div>
      {/* Above the panel, which stacks over the whole card with the name's stretched link. */}
      <div className="pointer-events-none absolute end-3 top-3 z-[2] flex flex-col items-end gap-1.5">
        {/* Campaign items are not the catalogue's items: they cannot be wished. */}
        {!campaign && <WishButton target={{ item }} className="pointer-events-auto relative" />}
        {item.module_type === 'food' && <VegMarker veg={item.veg} />}
      </div>
      {/* A flex item above the picture, yet not positioned: the name's stretched link must cover the whole card. */}
      <div className="z-[1] m-3 rounded-xl bg-surface/95 p-3 shadow-md">
        {item.store_name && <p className="truncate text-xs font-medium text-muted">{item.store_name}</p>}
        {item.available === 0 && <p className="text-[11px] font-semibold text-red-600 dark:text-red-400">{t('catalog.not_available_now')}</p>}
        <h3 className="line-clamp-1 font-bold text-ink">
          {/* The name's link stretches over the whole card, so one link opens the product. */}
          <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 dark:hover:text-brand-400">
            {item.name}
          </Link>
        </h3>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <Price price={item.price} discountedPrice={item.discounted_price} />
          {rating && <Rating rating={rating.rating} count={rating.count} />}
          <CardCartControl item={item} campaign={campaign} />
        </div>
      </div>
    </article>
  );
}
