import { useTranslation } from 'react-i18next';
import type { CartLine, Item } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { useFormatMoney } from '@/lib/money-format';
import { useItemPurchase } from '../hooks/use-item-purchase';
import { isFood, setAddOn, toggleFood } from '../item-choice';
import { AddOnList } from './add-on-list';
import { FoodVariationGroup } from './food-variation-group';
import { PurchaseActions } from './purchase-actions';
import { QuantityStepper } from './quantity-stepper';
import { VariantOptions } from './variant-options';

export interface ItemPurchaseProps {
  item: Item;
  line?: CartLine;
  campaign?: boolean;
  onDone?: () => void;
  showUnavailable?: boolean;
  /** In the popup the total and the actions stay in view while the options scroll. */
  stickyFooter?: boolean;
}

/** The choosing half of the item popup, also on the product page: variations, add-ons, quantity, total, actions. */
export function ItemPurchase({ item, line, campaign = false, onDone, showUnavailable = true, stickyFooter = false }: ItemPurchaseProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const p = useItemPurchase(item, { line, onDone });
  const { choice, problem } = p;
  const errors = [...(problem ? [t(`cart.${problem.key}`, problem.values)] : []), ...p.messages];
  return (
    <div className="space-y-4" data-testid="item-purchase">
      {isFood(item) ? (
        item.food_variations.map((group) => (
          <FoodVariationGroup
            key={group.id}
            group={group}
            selected={choice.food[group.name] ?? []}
            invalid={problem?.values?.name === group.name}
            onToggle={(label) => p.change(toggleFood(choice, group, label))}
          />
        ))
      ) : (
        <VariantOptions item={item} options={choice.options} onChange={(name, option) => p.change({ ...choice, options: { ...choice.options, [name]: option } })} />
      )}
      <AddOnList addOns={item.add_ons} chosen={choice.addOns} onChange={(id, quantity) => p.change(setAddOn(choice, id, quantity))} />
      {/* The popup scrolls inside its p-6 panel: the sticky foot reaches its edges. */}
      <div className={cn('space-y-4', stickyFooter && 'sticky -bottom-6 -mx-6 -mb-6 border-t border-line bg-surface px-6 pt-4 pb-6')}>
        <div className="flex items-center justify-between gap-3">
          <QuantityStepper label={item.name} quantity={choice.quantity} onIncrease={p.increase} onDecrease={p.decrease} />
          <p className="text-end">
            <span className="block text-xs text-muted">{t('item_popup.total')}</span>
            <span className="text-lg font-extrabold" data-testid="purchase-total">
              {money(p.price.total)}
            </span>
            {p.price.original > p.price.total && <del className="ms-1.5 text-xs text-muted">{money(p.price.original)}</del>}
          </p>
        </div>
        {errors.map((message) => (
          <p key={message} role="alert" data-testid="purchase-error" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700 dark:bg-red-950 dark:text-red-300">
            {message}
          </p>
        ))}
        <PurchaseActions
          item={item}
          campaign={campaign}
          updating={Boolean(line)}
          disabled={p.busy || problem !== null}
          showUnavailable={showUnavailable}
          onAdd={p.addToCart}
          onBuyNow={p.buyNow}
          onOrderNow={p.orderNow}
        />
      </div>
      {p.dialog}
    </div>
  );
}
