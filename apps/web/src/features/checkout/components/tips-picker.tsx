import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { useFormatMoney } from '@/lib/money-format';
import { Section } from './section';

const PRESETS = [0, 5, 10, 15, 20];

/** A tip for the delivery person; the amount customers tip most is marked. */
export function TipsPicker({ value, onChange, mostTips }: { value: number; onChange: (tip: number) => void; mostTips?: number }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const presets = [...new Set([...PRESETS, ...(mostTips && mostTips > 0 ? [mostTips] : [])])].sort((a, b) => a - b);
  return (
    <Section title={t('checkout.tips')} testId="tips">
      <div role="radiogroup" aria-label={t('checkout.tips')} className="flex flex-wrap gap-2">
        {presets.map((amount) => (
          <button
            key={amount}
            type="button"
            role="radio"
            aria-checked={value === amount}
            onClick={() => onChange(amount)}
            className={cn(
              'rounded-xl border px-3 py-2 text-sm font-semibold',
              value === amount ? 'border-brand-600 bg-brand-600 text-white' : 'border-line hover:bg-surface-2',
            )}
          >
            {amount === 0 ? t('checkout.no_tip') : money(amount)}
            {amount === mostTips && amount > 0 && <span className="ms-1 text-[0.7rem] font-medium opacity-80">{t('checkout.most_tipped')}</span>}
          </button>
        ))}
      </div>
    </Section>
  );
}
