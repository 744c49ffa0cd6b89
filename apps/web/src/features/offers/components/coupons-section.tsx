import { useTranslation } from 'react-i18next';
import type { Coupon } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { CheckIcon, CopyIcon, TagIcon } from '@storefront/ui/icons';
import { Scroller } from '@storefront/ui/scroller';
import { Skeleton } from '@storefront/ui/skeleton';
import { HomeSection } from '@/components/home-section';
import { useFormatMoney } from '@/lib/money-format';
import { useCopy } from '@/lib/use-copy';
import { useFormatDate } from '@/lib/use-date-format';
import { useCoupons } from '../api/get-coupons';

/** `detailed` (the coupons page) adds the largest discount of a percent coupon, the store and the last day. */
export function CouponCard({ coupon, detailed = false }: { coupon: Coupon; detailed?: boolean }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const date = useFormatDate();
  const { copied, copy } = useCopy();

  const discount = coupon.discount_type === 'percent' ? `${coupon.discount}%` : money(coupon.discount);
  return (
    <div data-testid="coupon-card" className="relative flex h-full overflow-hidden rounded-2xl border border-dashed border-brand-300 bg-brand-50/60 dark:border-brand-800 dark:bg-brand-950/40">
      <div className="grid w-16 shrink-0 place-items-center bg-brand-600 text-white">
        <TagIcon className="size-7" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <p className="truncate font-bold text-ink">{coupon.title}</p>
        <p className="text-sm text-muted">
          {coupon.coupon_type === 'free_delivery'
            ? t('offers.free_delivery_text', { min: money(coupon.min_purchase) })
            : t('offers.text', { discount, min: money(coupon.min_purchase) })}
        </p>
        {detailed && (
          <>
            {coupon.discount_type === 'percent' && coupon.max_discount > 0 && coupon.coupon_type !== 'free_delivery' && (
              <p className="text-sm text-muted">{t('offers.max_discount', { amount: money(coupon.max_discount) })}</p>
            )}
            {coupon.store_name && <p className="truncate text-sm text-muted">{t('offers.store_only', { store: coupon.store_name })}</p>}
            <p data-testid="coupon-expiry" className="text-xs font-medium text-muted">
              {t('offers.valid_until', { date: date(coupon.expire_date) })}
            </p>
          </>
        )}
        <div className="mt-auto flex items-center gap-2 pt-2">
          <code className="rounded-lg bg-surface px-2.5 py-1 text-sm font-bold tracking-wider text-brand-700 ring-1 ring-brand-200 dark:text-brand-300 dark:ring-brand-800">
            {coupon.code}
          </code>
          <button
            type="button"
            onClick={() => void copy(coupon.code)}
            aria-live="polite"
            className={cn(
              'inline-flex items-center gap-1 rounded-lg px-2.5 py-1 text-xs font-semibold transition',
              copied ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-100 dark:text-brand-300 dark:hover:bg-brand-900',
            )}
          >
            {copied ? <CheckIcon className="size-3.5" /> : <CopyIcon className="size-3.5" />}
            {copied ? t('offers.copied') : t('offers.copy')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function CouponsSection() {
  const { t } = useTranslation();
  const query = useCoupons();
  return (
    <HomeSection
      sectionKey="coupons"
      title={t('home.sections.coupons')}
      query={query}
      isEmpty={(coupons) => coupons.length === 0}
      skeleton={
        <div className="flex gap-4 overflow-hidden">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-80 shrink-0 rounded-2xl" />
          ))}
        </div>
      }
    >
      {(coupons) => (
        <Scroller itemClassName="w-80">
          {coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </Scroller>
      )}
    </HomeSection>
  );
}
