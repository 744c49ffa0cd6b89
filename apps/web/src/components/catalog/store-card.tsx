import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Store } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { ClockIcon, PinIcon, TruckIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { formatDistance } from '@/lib/format';
import { DiscountBadge } from './badges';
import { storePath } from './links';
import { Rating } from './rating';
import { StoreStatusOverlay } from './store-status';
import { WishButton } from './wish-button-slot';

export interface StoreCardProps {
  store: Store;
  /** `vertical`: cover, logo and details; `compact`: a logo row for rails and list views. */
  variant?: 'vertical' | 'compact';
  className?: string;
}

export function StoreCard({ store, variant = 'vertical', className }: StoreCardProps) {
  const { t } = useTranslation();
  const distance = formatDistance(store.distance);
  const meta = (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
      <Rating rating={store.avg_rating} count={store.rating_count} stars={variant === 'vertical'} />
      {distance && (
        <span className="inline-flex items-center gap-1" data-testid="store-distance">
          <PinIcon className="size-3.5" />
          {distance}
        </span>
      )}
      {store.delivery_time && (
        <span className="inline-flex items-center gap-1">
          <ClockIcon className="size-3.5" />
          {store.delivery_time}
        </span>
      )}
    </div>
  );
  const name = (
    <div className="flex items-center gap-1">
      <h3 className="min-w-0 flex-1 truncate font-bold text-ink">
        <Link to={storePath(store)} className="after:absolute after:inset-0 after:z-[2] after:rounded-2xl hover:text-brand-700 dark:hover:text-brand-400">
          {store.name}
        </Link>
      </h3>
      {/* Above the name's stretched link; the negative margins keep the row as tall as the name. */}
      <WishButton target={{ store }} variant="plain" className="relative z-[3] -my-1.5 -me-1.5" />
    </div>
  );
  const freeDelivery = store.free_delivery === 1 && (
    <span className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-[11px] font-semibold text-brand-700 shadow-sm">
      <TruckIcon className="size-3.5" />
      {t('catalog.free_delivery')}
    </span>
  );

  if (variant === 'compact') {
    return (
      <article
        data-testid="store-card"
        className={cn('relative flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-sm transition hover:border-brand-200 hover:shadow-md dark:hover:border-brand-800', className)}
      >
        <div className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-surface-2 ring-1 ring-line">
          <Image src={store.logo_full_url} alt="" className="size-full object-cover" />
          <StoreStatusOverlay store={store} className="p-0 [&>span]:border-0 [&>span]:px-0 [&>span]:text-[9px] [&>span]:tracking-normal" />
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          {name}
          <p className="truncate text-xs text-muted">{store.address}</p>
          {meta}
        </div>
      </article>
    );
  }

  return (
    <article
      data-testid="store-card"
      className={cn('group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md dark:hover:border-brand-800', className)}
    >
      <div className="relative aspect-[16/7] overflow-hidden bg-surface-2">
        <Image src={store.cover_photo_full_url} alt="" className="size-full object-cover transition duration-500 group-hover:scale-105" />
        <div className="absolute inset-x-3 top-3 z-[1] flex items-start justify-between gap-1.5">
          {store.discount ? <DiscountBadge discount={store.discount.discount} discountType={store.discount.discount_type} /> : <span />}
          {freeDelivery}
        </div>
        <StoreStatusOverlay store={store} />
      </div>
      {/* Not positioned: the name's stretched link must cover the whole card, cover included. */}
      <div className="flex flex-1 gap-3 px-4 pb-4">
        <div className="relative z-[2] -mt-7 size-14 shrink-0 overflow-hidden rounded-xl bg-surface shadow-md ring-2 ring-surface">
          <Image src={store.logo_full_url} alt="" className="size-full object-cover" />
        </div>
        <div className="min-w-0 flex-1 space-y-1 pt-2">
          {name}
          <p className="truncate text-xs text-muted">{store.address}</p>
          {meta}
        </div>
      </div>
    </article>
  );
}
