import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { TagIcon } from '@storefront/ui/icons';
import { useFormatMoney } from '@/lib/money-format';
import { Section } from './section';

export interface CouponFieldProps {
  coupons: Coupon[];
  applied: string;
  onApply: (code: string) => void;
  /** Why the coupon does not apply: the minimum purchase, or the server's refusal. */
  problem?: string;
}

/** The coupon field; the server checks the code when the order is placed. */
export function CouponField({ coupons, applied, onApply, problem }: CouponFieldProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [code, setCode] = useState(applied);
  const label = (c: Coupon) =>
    c.coupon_type === 'free_delivery'
      ? t('checkout.coupon_free_delivery', { min: money(c.min_purchase) })
      : t('checkout.coupon_text', { discount: c.discount_type === 'percent' ? `${c.discount}%` : money(c.discount), min: money(c.min_purchase) });

  return (
    <Section title={t('checkout.coupon')} testId="coupon">
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onApply(code.trim());
        }}
      >
        <input
          aria-label={t('checkout.coupon_code')}
          placeholder={t('checkout.coupon_code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 text-sm uppercase outline-none focus:border-brand-500"
        />
        {applied ? (
          <Button variant="outline" onClick={() => { setCode(''); onApply(''); }}>
            {t('checkout.remove')}
          </Button>
        ) : (
          <Button type="submit" disabled={!code.trim()}>
            {t('checkout.apply')}
          </Button>
        )}
      </form>
      {applied && !problem && <p className="mt-2 text-sm font-medium text-brand-700 dark:text-brand-300">{t('checkout.coupon_applied', { code: applied })}</p>}
      {problem && <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400"><bdi>{problem}</bdi></p>}
      {coupons.length > 0 && (
        <ul aria-label={t('checkout.available_coupons')} className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {coupons.map((c) => (
            <li key={c.id} className="shrink-0">
              <button
                type="button"
                onClick={() => { setCode(c.code); onApply(c.code); }}
                className="flex items-center gap-2 rounded-xl border border-dashed border-brand-500 px-3 py-2 text-start text-xs hover:bg-brand-50 dark:hover:bg-brand-950"
              >
                <TagIcon className="size-4 text-brand-600" />
                <span>
                  <span className="block font-bold text-ink">{c.code}</span>
                  <span className="text-muted">{label(c)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
