import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { Image } from '@storefront/ui/image';
import { DiscountBadge, RecommendBadge, VegMarker } from './badges';
import { CardCartControl } from './card-cart-control-slot';
import { cardRating, type ItemCardVariant } from './card-rating';
import { itemPath } from './links';
import { Price } from './price';
import { Rating } from './rating';
import { SliderCard } from './slider-card';
import { StockBar } from './stock-bar';
import { WishButton } from './wish-button-slot';

export type { ItemCardVariant } from './card-rating';

export interface FlashStock {
  sold: number;
  stock: number;
  available: number;
}

export interface ItemCardProps {
  item: Item;
  variant?: ItemCardVariant;
  /** Flash-sale cards show the sale's stock bar. */
  flash?: FlashStock;
  campaign?: boolean;
  className?: string;
}

export function ItemCard({ item, variant = 'vertical', flash, campaign = false, className }: ItemCardProps) {
  if (variant === 'slider') return <SliderCard item={item} to={itemPath(item, campaign)} campaign={campaign} className={className} />;
  const horizontal = variant === 'list' || variant === 'special';
  return (
    <article
      data-testid="item-card"
      data-variant={variant}
      className={cn(
        'group relative flex overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md dark:hover:border-brand-800',
        horizontal ? 'flex-row items-stretch gap-3 p-2.5' : 'flex-col',
        variant === 'special' && 'border-accent-400/40 bg-gradient-to-br from-accent-500/5 to-transparent',
        className,
      )}
    >
      <ItemMedia item={item} variant={variant} campaign={campaign} />
      <ItemBody item={item} variant={variant} flash={flash} campaign={campaign} to={itemPath(item, campaign)} />
    </article>
  );
}

interface PartProps {
  item: Item;
  variant: ItemCardVariant;
  campaign: boolean;
}

function ItemMedia({ item, variant, campaign }: PartProps) {
  const { t } = useTranslation();
  const horizontal = variant === 'list' || variant === 'special';
  return (
    <div
      className={cn(
        'relative shrink-0 overflow-hidden bg-surface-2',
        horizontal ? 'size-24 rounded-xl sm:size-28' : variant === 'popular' ? 'aspect-[4/3] w-full' : 'aspect-square w-full',
      )}
    >
      <Image src={item.image_full_url} alt="" className="size-full object-cover transition duration-500 group-hover:scale-105" />
      <div className="absolute start-2 top-2 flex flex-col items-start gap-1">
        <DiscountBadge discount={item.discount} discountType={item.discount_type} />
        {item.recommended === 1 && !horizontal && <RecommendBadge />}
      </div>
      {/* Above the card's stretched link, so the heart's click stays its own. */}
      <div className="pointer-events-none absolute end-2 top-2 z-[1] flex flex-col items-end gap-1.5">
        {/* Campaign items are not the catalogue's items: they cannot be wished. Rows carry it by the price. */}
        {!campaign && !horizontal && <WishButton target={{ item }} className="pointer-events-auto relative" />}
        {item.module_type === 'food' && <VegMarker veg={item.veg} />}
      </div>
      {item.available === 0 && (
        <div className="absolute inset-x-0 bottom-0 bg-black/60 px-2 py-1 text-center text-[11px] font-semibold text-white">
          {t('catalog.not_available_now')}
        </div>
      )}
      {!horizontal && <CardCartControl item={item} campaign={campaign} className={cn('absolute end-2', item.available === 0 ? 'bottom-8' : 'bottom-2')} />}
    </div>
  );
}

function ItemBody({ item, variant, flash, campaign, to }: PartProps & { flash?: FlashStock; to: string }) {
  const horizontal = variant === 'list' || variant === 'special';
  const rating = cardRating(item, variant);
  return (
    <div className={cn('flex min-w-0 flex-1 flex-col', horizontal ? 'justify-center gap-1 py-0.5 pe-1' : 'gap-1 p-3')}>
      {item.store_name && <p className="truncate text-xs font-medium text-muted">{item.store_name}</p>}
      <h3 className={cn('font-bold leading-snug text-ink', horizontal ? 'line-clamp-1 text-sm sm:text-base' : 'line-clamp-2 text-sm')}>
        {/* The name's link stretches over the whole card, so one link opens the product. */}
        <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 dark:hover:text-brand-400">
          {item.name}
        </Link>
      </h3>
      {horizontal && item.description && <p className="line-clamp-1 text-xs text-muted">{item.description}</p>}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {rating && <Rating rating={rating.rating} count={rating.count} />}
        {item.unit_type && <span className="text-xs text-muted">/ {item.unit_type}</span>}
        {horizontal && item.recommended === 1 && <RecommendBadge />}
      </div>
      <div className="mt-auto flex items-end justify-between gap-2 pt-1">
        <Price price={item.price} discountedPrice={item.discounted_price} size={variant === 'special' ? 'md' : 'sm'} />
        {horizontal && (
          <div className="flex shrink-0 items-center gap-1">
            {!campaign && <WishButton target={{ item }} variant="plain" />}
            <CardCartControl item={item} campaign={campaign} />
          </div>
        )}
      </div>
      {flash && <StockBar sold={flash.sold} stock={flash.stock} available={flash.available} className="pt-1" />}
    </div>
  );
}
