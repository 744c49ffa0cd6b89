import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChargePayer, ParcelCategory, ParcelQuote } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Choice } from '@storefront/ui/choice';
import { Image } from '@storefront/ui/image';
import { Skeleton } from '@storefront/ui/skeleton';
import { Spinner } from '@storefront/ui/spinner';
import { useFormatMoney } from '@/lib/money-format';
import type { ParcelPaymentMethod } from '../parcel-order';
import { InstructionPicker } from './instruction-picker';
import { ParcelStep } from './parcel-step';

export interface ParcelSummaryProps {
  category: ParcelCategory;
  quote?: ParcelQuote;
  quoteLoading: boolean;
  /** The server's reason it cannot price the ride (e.g. a point outside the parcel zones). */
  quoteProblem?: string;
  payer: ChargePayer;
  onPayerChange: (payer: ChargePayer) => void;
  methods: ParcelPaymentMethod[];
  method: ParcelPaymentMethod | null;
  onMethodChange: (method: ParcelPaymentMethod) => void;
  instruction: string;
  onInstructionChange: (instruction: string) => void;
  tips?: ReactNode;
  busy: boolean;
  problem?: string;
  onPlace: () => void;
}

const PAYERS: ChargePayer[] = ['sender', 'receiver'];

/** Step 3: what is sent, how far and for how much, who pays and how, the courier's instruction and tip. */
export function ParcelSummary(p: ParcelSummaryProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <ParcelStep step={3} title={t('parcel.summary')} testId="parcel-summary">
      <div className="space-y-5">
        <div className="flex items-center gap-3 rounded-xl bg-surface-2 p-3">
          <Image src={p.category.image_full_url} alt="" className="size-12 shrink-0 rounded-lg object-contain" />
          <div className="min-w-0">
            <p className="text-xs text-muted">{t('parcel.category')}</p>
            <p data-testid="parcel-category-name" className="truncate font-bold">{p.category.name}</p>
          </div>
        </div>
        <div aria-live="polite" data-testid="parcel-quote">
          {p.quoteProblem ? (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{p.quoteProblem}</bdi></p>
          ) : p.quote ? (
            <dl className={`space-y-1.5 text-sm ${p.quoteLoading ? 'opacity-60' : ''}`}>
              <Row label={t('parcel.distance')} value={t('parcel.km', { distance: p.quote.distance })} />
              <Row label={t('parcel.delivery_charge')} value={money(p.quote.delivery_charge)} testId="parcel-charge" />
              {p.quote.dm_tips > 0 && <Row label={t('parcel.tips')} value={money(p.quote.dm_tips)} />}
              <Row label={t('parcel.total')} value={money(p.quote.order_amount)} strong />
            </dl>
          ) : p.quoteLoading ? (
            <div role="status" aria-label={t('parcel.pricing')}><Skeleton className="h-16 rounded-xl" /></div>
          ) : (
            <p className="text-sm text-muted">{t('parcel.fill_to_price')}</p>
          )}
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-bold">{t('parcel.who_pays')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {PAYERS.map((payer) => (
              <Choice key={payer} name="charge-payer" checked={p.payer === payer} onChange={() => p.onPayerChange(payer)}>
                {t(`parcel.payer_${payer}`)}
              </Choice>
            ))}
          </div>
        </fieldset>
        <fieldset data-testid="parcel-payment-methods">
          <legend className="mb-2 text-sm font-bold">{t('parcel.payment_method')}</legend>
          {p.methods.length === 0 ? (
            <p className="text-sm text-muted">{t('parcel.no_payment_method')}</p>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2">
              {p.methods.map((method) => (
                <Choice key={method} name="parcel-payment-method" checked={p.method === method} onChange={() => p.onMethodChange(method)}>
                  {t(`parcel.method_${method}`)}
                </Choice>
              ))}
            </div>
          )}
          {p.payer === 'receiver' && <p className="mt-2 text-xs text-muted">{t('parcel.receiver_cash_only')}</p>}
        </fieldset>
        <InstructionPicker value={p.instruction} onChange={p.onInstructionChange} />
        {p.tips}
        {p.problem && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{p.problem}</bdi></p>}
        <Button size="lg" className="w-full" disabled={p.busy} onClick={p.onPlace}>
          {p.busy && <Spinner className="size-4.5" />}
          {t('parcel.place_order')}
        </Button>
      </div>
    </ParcelStep>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'border-t border-line pt-2 text-base font-extrabold' : ''}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd data-testid={testId} className="font-semibold">{value}</dd>
    </div>
  );
}
