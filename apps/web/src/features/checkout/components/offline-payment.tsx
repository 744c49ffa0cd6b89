import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice } from '@storefront/ui/choice';
import { cn } from '@storefront/ui/cn';
import { CheckIcon, CopyIcon } from '@storefront/ui/icons';
import { Skeleton } from '@storefront/ui/skeleton';
import { useCopy } from '@/lib/use-copy';
import { humanise, type OfflineMethod } from '../offline-payment';
import { Section } from './section';

export interface OfflinePaymentProps {
  /** undefined while loading or failed. */
  methods: OfflineMethod[] | undefined;
  loading: boolean;
  failed: boolean;
  method: OfflineMethod | undefined;
  fields: Record<string, string>;
  /** After Place Order: every required input left empty says so. */
  showErrors: boolean;
  onChoose: (methodId: number) => void;
  onChange: (name: string, value: string) => void;
}

/** A detail of the business's account, copied like a coupon code ("Copied" for 1 second). */
function PaymentDetail({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <dt className="text-xs text-muted">{label}</dt>
        <dd className="break-all text-sm font-semibold text-ink">{value}</dd>
      </div>
      <button
        type="button"
        onClick={() => void copy(value)}
        aria-live="polite"
        aria-label={copied ? t('checkout.copied') : t('checkout.copy_value', { name: label })}
        className={cn(
          'inline-flex shrink-0 items-center gap-1 rounded-lg px-2.5 py-1 text-xs font-semibold transition',
          copied ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-100 dark:text-brand-300 dark:hover:bg-brand-900',
        )}
      >
        {copied ? <CheckIcon className="size-3.5" /> : <CopyIcon className="size-3.5" />}
        {copied ? t('checkout.copied') : t('checkout.copy')}
      </button>
    </div>
  );
}

/** Offline payment: which method, the business's details for it, and what the customer fills in. */
export function OfflinePayment({ methods, loading, failed, method, fields, showErrors, onChoose, onChange }: OfflinePaymentProps) {
  const { t } = useTranslation();
  const id = useId();
  const title = t('checkout.offline_title');
  return (
    <Section title={title} testId="offline-payment">
      {loading ? (
        <Skeleton className="h-11 w-full rounded-xl" />
      ) : failed ? (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">{t('errors.generic')}</p>
      ) : !methods?.length ? (
        <p className="text-sm text-muted">{t('checkout.offline_none')}</p>
      ) : (
        <div className="space-y-4">
          <div role="radiogroup" aria-label={t('checkout.offline_methods')} className="grid gap-2 sm:grid-cols-2">
            {methods.map((m) => (
              <Choice key={m.id} name="offline-method" checked={method?.id === m.id} onChange={() => onChoose(m.id)}>
                {m.method_name}
              </Choice>
            ))}
          </div>
          {method && method.method_fields.length > 0 && (
            <div>
              <h3 className="text-sm font-bold text-ink">{t('checkout.offline_details')}</h3>
              <dl aria-label={t('checkout.offline_details')} className="mt-1 divide-y divide-line rounded-xl border border-line px-3">
                {method.method_fields.map((f) => (
                  <PaymentDetail key={f.input_name} label={humanise(f.input_name)} value={f.input_data} />
                ))}
              </dl>
            </div>
          )}
          {method && method.method_informations.length > 0 && (
            <fieldset className="space-y-3">
              <legend className="text-sm font-bold text-ink">{t('checkout.offline_inputs')}</legend>
              {method.method_informations.map((input, index) => {
                const inputId = `${id}-${method.id}-${index}`;
                const value = fields[input.customer_input] ?? '';
                const error = showErrors && input.is_required && !value.trim() ? t('checkout.offline_field_required', { field: input.customer_placeholder }) : undefined;
                return (
                  <div key={input.customer_input}>
                    <div className="mb-1 flex items-center gap-1 text-sm font-medium text-ink">
                      <label htmlFor={inputId}>{input.customer_placeholder}</label>
                      {input.is_required ? <span aria-hidden="true" className="text-red-600 dark:text-red-400">*</span> : null}
                    </div>
                    <input
                      id={inputId}
                      value={value}
                      maxLength={255}
                      aria-required={input.is_required ? true : undefined}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      onChange={(e) => onChange(input.customer_input, e.target.value)}
                      className={cn(
                        'h-11 w-full rounded-xl border bg-surface px-3 text-sm outline-none focus:border-brand-500',
                        error ? 'border-red-500' : 'border-line',
                      )}
                    />
                    {error && (
                      <p id={`${inputId}-error`} className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{error}</p>
                    )}
                  </div>
                );
              })}
            </fieldset>
          )}
        </div>
      )}
    </Section>
  );
}
