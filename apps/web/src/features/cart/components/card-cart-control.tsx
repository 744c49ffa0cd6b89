import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CartLine, Item } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { PlusIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { itemPath } from '@/components/catalog/links';
import type { CardCartControlProps } from '@/components/catalog/card-cart-control-slot';
import { requireLocation } from '@/lib/location-request';
import { useCartLine } from '../api/get-cart';
import { useCartAdd } from '../hooks/use-cart-add';
import { useLineActions } from '../hooks/use-line-actions';
import { hasVariations } from '../item-choice';
import { openItemPopup } from '../item-popup-request';
import { increaseProblem } from '../item-rules';
import { QuantityStepper } from './quantity-stepper';

const canOrder = (item: Item) => item.available === 1 || item.schedule_order === 1;

/**
 * A card's cart control: a stepper once the item is in the cart, else an add button that
 * opens the popup (variations, campaigns, unavailable items), the product page (ecommerce) or adds.
 */
export function CardCartControl({ item, campaign = false, className }: CardCartControlProps) {
  const cartLine = useCartLine(item.id);
  const line = campaign || hasVariations(item) ? undefined : cartLine;
  // Above the card's stretched link, so a click here does not open the product.
  const place = cn('z-[1]', className ?? 'relative');
  // Most cards are not in the cart: only those mount the quantity's two mutations.
  return line ? <LineStepper item={item} line={line} className={place} /> : <AddButton item={item} campaign={campaign} className={place} />;
}

function LineStepper({ item, line, className }: { item: Item; line: CartLine; className: string }) {
  const lineActions = useLineActions();
  return (
    <QuantityStepper
      className={className}
      size="sm"
      removable
      label={item.name}
      quantity={line.quantity}
      disabled={lineActions.busy}
      onIncrease={() => lineActions.increase(line)}
      onDecrease={() => lineActions.decrease(line)}
    />
  );
}

function AddButton({ item, campaign, className }: { item: Item; campaign: boolean; className: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { add, busy, dialog } = useCartAdd();

  const onAdd = () => {
    if (campaign) return openItemPopup({ item, campaign: true });
    if (item.module_type === 'ecommerce') return void navigate(itemPath(item));
    if (!requireLocation()) return;
    if (hasVariations(item) || !canOrder(item)) return openItemPopup({ item });
    const problem = increaseProblem(item, 0);
    if (problem) return void toast.error(t(`cart.${problem.key}`));
    void add({ item_id: item.id, quantity: 1 });
  };

  return (
    <>
      <button
        type="button"
        onClick={onAdd}
        disabled={busy}
        aria-label={t('cart.add_item', { name: item.name })}
        data-testid="card-add"
        className={cn(className, 'grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-white shadow-md transition hover:bg-brand-700 disabled:opacity-60')}
      >
        <PlusIcon className="size-5" />
      </button>
      {dialog}
    </>
  );
}
