import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Image } from '@storefront/ui/image';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useFormatMoney } from '@/lib/money-format';
import type { Estimate } from '../checkout-estimate';
import type { SummaryLine } from '../checkout-order';
import type { Pricing } from '../hooks/use-checkout';

export interface OrderSummaryProps {
  lines: SummaryLine[];
  /** The server's figures (the order preview), once it has priced the order. */
  estimate: Estimate | null;
  pricing: Pricing;
  serviceFeeName: string;
  delivery: boolean;
  busy: boolean;
  /** Why the order cannot be placed yet, or the server's refusal. */
  problem?: string;
  /** The server's refusal of the order as it stands, from the preview. */
  previewProblem?: string;
  onPlace: () => void;
}

function Row({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <div className="flex items-start justify-between gap-3 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId} className="text-end font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** While the server prices the order: the shape of the figures, announced once. */
function FiguresLoading() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('checkout.pricing')} className="space-y-3 border-t border-line pt-3">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex justify-between gap-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
      <div data-testid="summary-loading" className="flex justify-between gap-3 border-t border-line pt-3">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-20" />
      </div>
    </LoadingRegion>
  );
}

/** Every figure of the server's preview, exactly as placing the order charges them. */
function Figures({ e, delivery, serviceFeeName }: { e: Estimate; delivery: boolean; serviceFeeName: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const deliveryFee = e.delivery.charge === 0 && e.delivery.original > 0 ? t('checkout.free') : `+ ${money(e.delivery.charge)}`;
  return (
    <dl className="space-y-2 border-t border-line pt-3">
      <Row label={t('checkout.subtotal')} value={money(e.itemAmount)} testId="summary-subtotal" />
      {e.discount > 0 && <Row label={t('checkout.discount')} value={`- ${money(e.discount)}`} />}
      {e.coupon > 0 && <Row label={t('checkout.coupon_discount')} value={`- ${money(e.coupon)}`} testId="summary-coupon" />}
      {e.referral > 0 && <Row label={t('checkout.referral_discount')} value={`- ${money(e.referral)}`} testId="summary-referral" />}
      {delivery && <Row label={t('checkout.delivery_fee')} value={deliveryFee} testId="summary-delivery-fee" />}
      <Row label={t('checkout.tax')} value={`+ ${money(e.tax)}`} testId="summary-tax" />
      {e.serviceFee > 0 && <Row label={serviceFeeName} value={`+ ${money(e.serviceFee)}`} testId="summary-service-fee" />}
      {e.tips > 0 && <Row label={t('checkout.tips')} value={`+ ${money(e.tips)}`} />}
      <div className="border-t border-line pt-2">
        <Row label={<span className="font-bold text-ink">{t('checkout.total')}</span>} value={money(e.total)} testId="summary-total" />
      </div>
      {e.wallet > 0 && (
        <>
          <Row label={t('checkout.wallet_paid')} value={`- ${money(e.wallet)}`} testId="summary-wallet" />
          <Row label={t('checkout.due_amount')} value={money(Math.max(e.total - e.wallet, 0))} testId="summary-due" />
        </>
      )}
    </dl>
  );
}

/**
 * The summary: the lines at the server's prices, then the server's figures (order preview) as soon
 * as it knows where the order goes; a skeleton while it prices, and no figure at all rather than a
 * guess when it cannot (no address yet, or refused: the reason is shown).
 */
export function OrderSummary({ lines, estimate: e, pricing, serviceFeeName, delivery, busy, problem, previewProblem, onPlace }: OrderSummaryProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <section
      aria-label={t('checkout.summary')}
      data-exact={pricing === 'exact'}
      aria-busy={pricing === 'loading' || pricing === 'updating'}
      className="min-w-0 rounded-2xl border border-line bg-surface p-4 sm:p-5 lg:sticky lg:top-24"
    >
      <h2 className="mb-3 text-base font-bold text-ink">{t('checkout.summary')}</h2>
      <ul className="mb-4 max-h-64 space-y-3 overflow-y-auto">
        {lines.map((line) => (
          <li key={line.id} data-testid="checkout-line" className="flex items-center gap-3">
            <Image src={line.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
            <span className="min-w-0 flex-1 text-sm">
              <bdi className="block truncate font-semibold text-ink">{line.name}</bdi>
              <span className="text-muted">× {line.quantity}</span>
            </span>
            <span className="text-sm font-semibold">{money(line.total)}</span>
          </li>
        ))}
      </ul>
      {e && (
        <div className={pricing === 'updating' ? 'opacity-60 transition-opacity' : undefined}>
          <Figures e={e} delivery={delivery} serviceFeeName={serviceFeeName} />
        </div>
      )}
      {!e && pricing === 'loading' && <FiguresLoading />}
      {!e && pricing === 'waiting' && (
        <p data-testid="summary-waiting" className="border-t border-line pt-3 text-sm text-muted">
          {t('checkout.fees_need_address')}
        </p>
      )}
      {e && e.cashback > 0 && (
        <p data-testid="summary-cashback" className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-center text-sm font-semibold text-amber-800 dark:bg-amber-950 dark:text-amber-200">
          {t('checkout.cashback_note', { amount: money(e.cashback) })}
        </p>
      )}
      {e && e.saved > 0 && (
        <p className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-center text-sm font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          {t('cart.you_saved', { amount: money(e.saved) })}
        </p>
      )}
      {previewProblem && (
        <p role="alert" data-testid="preview-problem" className="mt-3 text-sm font-medium text-red-600 dark:text-red-400">
          <bdi>{previewProblem}</bdi>
        </p>
      )}
      {problem && (
        <p role="alert" data-testid="place-problem" className="mt-3 text-sm font-medium text-red-600 dark:text-red-400">
          <bdi>{problem}</bdi>
        </p>
      )}
      <Button className="mt-4 w-full" size="lg" disabled={busy} aria-busy={busy} onClick={onPlace}>
        {busy ? t('checkout.placing') : t('checkout.place_order')}
      </Button>
    </section>
  );
}
