import i18n from 'i18next';
import type { CartLine } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { useRemoveCartLine, useUpdateCartLine } from '../api/change-cart';
import { toastErrors } from '../cart-errors';
import { initialChoice } from '../item-choice';
import { increaseProblem } from '../item-rules';

/** The same line with another quantity: update replaces the choices too, so they are sent again. */
const withQuantity = (line: CartLine, quantity: number) => ({
  cart_id: line.id,
  quantity,
  variation: line.variation,
  add_on_ids: line.add_on_ids,
  add_on_qtys: line.add_on_qtys,
});

/** Cart quantity: plus adds one within stock and limits; minus takes one, and at 1 removes the line. */
// Mounted by every card's cart control: texts are read when needed (i18n.t), not through a useTranslation per card.
export function useLineActions() {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();

  const increase = (line: CartLine) => {
    const problem = increaseProblem(line.item, line.quantity, initialChoice(line.item, line));
    if (problem) {
      toast.error(i18n.t(`cart.${problem.key}`, problem.values));
      return;
    }
    update.mutate(withQuantity(line, line.quantity + 1), { onError: toastErrors });
  };

  const decrease = (line: CartLine) => {
    if (line.quantity > 1) {
      update.mutate(withQuantity(line, line.quantity - 1), { onError: toastErrors });
      return;
    }
    remove.mutate(line.id, { onSuccess: () => toast.success(i18n.t('cart.removed')), onError: toastErrors });
  };

  return { increase, decrease, busy: update.isPending || remove.isPending };
}
