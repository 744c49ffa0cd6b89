import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/money-format';

/** An option's extra price; 0 reads "free". */
export function OptionPrice({ price }: { price: number }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <span className={price === 0 ? 'font-semibold text-brand-700 dark:text-brand-400' : 'text-muted'}>
      {price === 0 ? t('catalog.free') : `+${money(price)}`}
    </span>
  );
}
