import { useTranslation } from 'react-i18next';
import { Choice } from '@storefront/ui/choice';
import { useFormatMoney } from '@/lib/money-format';
import type { PaymentMethod } from '../checkout-body';
import { Section } from './section';

export interface PaymentMethodsProps {
  methods: PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Shown beside the wallet; undefined while unknown. */
  walletBalance?: number;
  /** Whether wallet-plus-this-method is offered; the toggle then shows. */
  partialAllowed: boolean;
  partial: boolean;
  onPartialChange: (on: boolean) => void;
}

export function PaymentMethods({ methods, value, onChange, walletBalance, partialAllowed, partial, onPartialChange }: PaymentMethodsProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Section title={t('checkout.payment_method')} testId="payment-methods">
      {methods.length === 0 ? (
        <p className="text-sm text-muted">{t('checkout.no_payment_method')}</p>
      ) : (
        <div role="radiogroup" aria-label={t('checkout.payment_method')} className="grid gap-2 sm:grid-cols-2">
          {methods.map((method) => (
            <Choice key={method} name="payment-method" checked={value === method} onChange={() => onChange(method)}>
              <span className="flex flex-1 flex-wrap items-center justify-between gap-1">
                {t(`checkout.method_${method}`)}
                {method === 'wallet' && walletBalance !== undefined && (
                  <span className="text-xs font-medium text-muted">{money(walletBalance)}</span>
                )}
              </span>
            </Choice>
          ))}
        </div>
      )}
      {partialAllowed && (
        <label className="mt-3 flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={partial} onChange={(e) => onPartialChange(e.target.checked)} className="size-4 accent-brand-600" />
          {t('checkout.partial_payment')}
        </label>
      )}
    </Section>
  );
}
