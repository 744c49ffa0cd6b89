import { useTranslation } from 'react-i18next';
import type { CartLine } from '@storefront/contract';
import { Image } from '@storefront/ui/image';
import { useFormatMoney } from '@/lib/money-format';
import { useLineActions } from '../hooks/use-line-actions';
import { openItemPopup } from '../item-popup-request';
import { QuantityStepper } from './quantity-stepper';

/** "Size: Large, Crust: Classic" for food, the variation's type otherwise. */
export const variationSummary = (line: CartLine) =>
  line.variation.map((v) => ('name' in v ? `${v.name}: ${v.values.label.join(', ')}` : v.type)).join(' · ');

/** One cart line: picture, name (opens the popup to change it), choices, stepper and the line's total. */
export function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { increase, decrease, busy } = useLineActions();
  const variation = variationSummary(line);
  const addOns = line.add_ons.map((a) => `${a.name} × ${a.quantity}`).join(', ');
  return (
    <li data-testid="cart-line" className="flex gap-3 py-4">
      <Image src={line.item.image_full_url} alt="" className="size-16 shrink-0 rounded-xl object-cover" />
      <div className="min-w-0 flex-1 space-y-1">
        <button
          type="button"
          onClick={() => openItemPopup({ item: line.item, line })}
          className="line-clamp-2 text-start text-sm font-bold hover:text-brand-700 dark:hover:text-brand-400"
        >
          {line.item.name}
        </button>
        {variation && <p className="text-xs text-muted">{variation}</p>}
        {addOns && <p className="text-xs text-muted">{t('cart.add_ons_summary', { addOns })}</p>}
        <div className="flex items-center justify-between gap-2 pt-1">
          <QuantityStepper
            size="sm"
            removable
            label={line.item.name}
            quantity={line.quantity}
            disabled={busy}
            onIncrease={() => increase(line)}
            onDecrease={() => decrease(line)}
          />
          <span className="text-end text-sm font-bold" data-testid="line-total">
            {money(line.total_price)}
          </span>
        </div>
      </div>
    </li>
  );
}
