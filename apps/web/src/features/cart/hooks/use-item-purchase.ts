import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { CartLine, Item } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { requireLocation } from '@/lib/location-request';
import { getToken } from '@/lib/session';
import { useUpdateCartLine } from '../api/change-cart';
import { saveBuyNow } from '../buy-now';
import { errorMessages } from '../cart-errors';
import { initialChoice, toCartInput, type ItemChoice } from '../item-choice';
import { choicePrice, choiceProblem, increaseProblem } from '../item-rules';
import { useCartAdd } from './use-cart-add';

export interface PurchaseOptions {
  /** Editing this line: the action updates it. */
  line?: CartLine;
  /** Closes the popup after adding, updating or leaving for checkout. */
  onDone?: () => void;
}

/**
 * The state behind the popup's form: the choice, its problems (shown once the customer tries to
 * go on, and the server's answer) and the actions Add or Update, Buy Now and campaign Order Now.
 */
export function useItemPurchase(item: Item, { line, onDone }: PurchaseOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [choice, setChoice] = useState<ItemChoice>(() => initialChoice(item, line));
  const [attempted, setAttempted] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const { add, busy: adding, dialog } = useCartAdd();
  const update = useUpdateCartLine();
  const problem = choiceProblem(item, choice);

  const change = (next: ItemChoice) => {
    setChoice(next);
    setMessages([]);
  };
  const increase = () => {
    const limit = increaseProblem(item, choice.quantity, choice);
    if (limit) setMessages([t(`cart.${limit.key}`)]);
    else change({ ...choice, quantity: choice.quantity + 1 });
  };
  const decrease = () => change({ ...choice, quantity: Math.max(choice.quantity - 1, 1) });

  /** The cart's texts before any request: the first problem blocks the action. */
  const ready = () => {
    setAttempted(true);
    return problem === null;
  };

  const addToCart = () => {
    if (!ready()) return;
    const input = toCartInput(item, choice);
    if (!line) return void add(input, { onAdded: onDone, onError: setMessages });
    const onSuccess = () => {
      toast.success(t('cart.updated'));
      onDone?.();
    };
    update.mutate({ cart_id: line.id, ...input }, { onSuccess, onError: (error) => setMessages(errorMessages(error)) });
  };

  const checkout = (page: 'buy_now' | 'campaign') => {
    const { total, original } = choicePrice(item, choice);
    saveBuyNow({
      ...toCartInput(item, choice),
      ...(page === 'campaign' ? { model: 'ItemCampaign' as const } : {}),
      preview: { item, total, original },
    });
    onDone?.();
    navigate(`/checkout?page=${page}`);
  };
  const buyNow = () => {
    if (ready() && requireLocation()) checkout('buy_now');
  };
  /** Campaign Order Now needs a signed-in customer. */
  const orderNow = () => {
    if (!ready()) return;
    if (getToken()) return checkout('campaign');
    toast.error(t('item_popup.not_logged_in'));
    onDone?.();
    navigate(`/auth/sign-in?from=${encodeURIComponent(pathname + search)}`);
  };

  const shown = problem && (attempted || problem.key === 'variation_out_of_stock') ? problem : null;
  return {
    choice,
    change,
    increase,
    decrease,
    price: choicePrice(item, choice),
    problem: shown,
    messages,
    busy: adding || update.isPending,
    addToCart,
    buyNow,
    orderNow,
    dialog,
  };
}
