import { useTranslation } from 'react-i18next';
import { Choice } from '@storefront/ui/choice';
import type { OrderType } from '../checkout-body';
import { Section } from './section';

export function OrderTypeToggle({ types, value, onChange }: { types: OrderType[]; value: OrderType; onChange: (type: OrderType) => void }) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout.order_type')}>
      <div role="radiogroup" aria-label={t('checkout.order_type')} className="grid grid-cols-2 gap-2">
        {types.map((type) => (
          <Choice key={type} name="order-type" checked={value === type} onChange={() => onChange(type)}>
            {t(`checkout.${type}`)}
          </Choice>
        ))}
      </div>
    </Section>
  );
}
