import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { useFormatMoney } from '@/lib/money-format';

export interface DiscountBadgeProps {
  discount: number;
  discountType: 'percent' | 'amount';
  className?: string;
}

/** "-20%" or "-$5.00 OFF"; nothing without a discount. The server already chose store over item discount. */
export function DiscountBadge({ discount, discountType, className }: DiscountBadgeProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  if (!(discount > 0)) return null;
  const value = discountType === 'percent' ? `${Math.round(discount * 100) / 100}%` : money(discount);
  return (
    <span
      data-testid="discount-badge"
      className={cn('inline-flex items-center rounded-full bg-accent-500 px-2 py-0.5 text-[11px] font-bold text-white shadow-sm', className)}
    >
      {t('catalog.off', { value })}
    </span>
  );
}

/** Recommended 1 shows the Recommend badge. */
export function RecommendBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-bold text-white shadow-sm', className)}>
      {t('catalog.recommend')}
    </span>
  );
}

/** The food marker: a green dot in a square for veg, red for non-veg. */
export function VegMarker({ veg, className }: { veg: 0 | 1; className?: string }) {
  const { t } = useTranslation();
  const label = veg ? t('catalog.veg') : t('catalog.non_veg');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="veg-marker"
      data-veg={veg}
      className={cn(
        'grid size-4 shrink-0 place-items-center rounded-[4px] border-2 bg-white',
        veg ? 'border-green-600' : 'border-red-600',
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', veg ? 'bg-green-600' : 'bg-red-600')} />
    </span>
  );
}

export function HalalTag({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-semibold text-emerald-700 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-800', className)}>
      {t('catalog.halal')}
    </span>
  );
}
