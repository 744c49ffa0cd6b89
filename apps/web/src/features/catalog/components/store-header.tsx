import { useTranslation } from 'react-i18next';
import type { Store } from '@storefront/contract';
import { ClockIcon, MegaphoneIcon, PinIcon, TagIcon, TruckIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { Rating } from '@/components/catalog/rating';
import { ChatLink } from '@/components/chat-link';
import { StoreStatusOverlay } from '@/components/catalog/store-status';
import { WishButton } from '@/components/catalog/wish-button-slot';
import { formatDistance } from '@/lib/format';
import { useFormatMoney } from '@/lib/money-format';

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-surface-2 px-3 py-2.5 sm:px-4 sm:py-3">
      <span className="hidden size-9 shrink-0 place-items-center rounded-xl bg-surface text-brand-600 shadow-sm sm:grid">{icon}</span>
      <div className="min-w-0">
        <p className="text-[11px] font-medium text-muted">{label}</p>
        <p className="truncate text-sm font-bold text-ink">{value}</p>
      </div>
    </div>
  );
}

/** Cover, logo and the facts a customer checks before ordering. */
export function StoreHeader({ store }: { store: Store }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const distance = formatDistance(store.distance);
  const discount = store.discount;
  return (
    <section data-testid="store-header" className="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm">
      <div className="relative aspect-[2/1] bg-surface-2 sm:aspect-[4/1]">
        <Image src={store.cover_photo_full_url} alt="" className="size-full object-cover" priority />
        <StoreStatusOverlay store={store} className="[&>span]:text-base sm:[&>span]:text-lg" />
        <WishButton target={{ store }} variant="outline" className="absolute end-3 top-3 sm:end-4 sm:top-4" />
      </div>
      <div className="relative px-4 pb-5 sm:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="-mt-10 size-24 shrink-0 overflow-hidden rounded-2xl bg-surface shadow-lg ring-4 ring-surface sm:-mt-14 sm:size-28">
            <Image src={store.logo_full_url} alt="" className="size-full object-cover" loading="eager" />
          </div>
          <div className="min-w-0 flex-1 space-y-1.5 sm:pb-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{store.name}</h1>
              <ChatLink type="vendor" id={store.id} from="store" label={t('store.chat_with_store')} />
            </div>
            <p className="flex items-start gap-1.5 text-sm text-muted">
              <PinIcon className="mt-0.5 size-4 shrink-0" />
              {store.address}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <Rating rating={store.avg_rating} count={store.rating_count} stars className="text-sm" />
              {store.free_delivery === 1 && (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                  <TruckIcon className="size-3.5" />
                  {t('catalog.free_delivery')}
                </span>
              )}
            </div>
          </div>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Fact icon={<ClockIcon className="size-5" />} label={t('store.delivery_time')} value={store.delivery_time || '—'} />
          <Fact icon={<PinIcon className="size-5" />} label={t('store.distance')} value={distance ?? '—'} />
          <Fact icon={<TagIcon className="size-5" />} label={t('store.minimum_order')} value={money(store.minimum_order)} />
          <Fact icon={<TruckIcon className="size-5" />} label={t('store.order_types')} value={[store.delivery ? t('search.delivery.delivery') : null, store.take_away ? t('search.delivery.take_away') : null].filter(Boolean).join(' · ') || '—'} />
        </div>
        {discount && (
          <p className="mt-4 flex items-center gap-2 rounded-2xl bg-accent-500/10 px-4 py-3 text-sm font-semibold text-accent-600">
            <TagIcon className="size-5 shrink-0" />
            {t('store.discount', {
              discount: discount.discount_type === 'percent' ? `${discount.discount}%` : money(discount.discount),
              min: money(discount.min_purchase),
            })}
          </p>
        )}
        {store.announcement && (
          <p data-testid="store-announcement" className="mt-4 flex items-start gap-2 rounded-2xl bg-sky-500/10 px-4 py-3 text-sm text-sky-800 dark:text-sky-300">
            <MegaphoneIcon className="mt-0.5 size-5 shrink-0" />
            {store.announcement}
          </p>
        )}
      </div>
    </section>
  );
}
