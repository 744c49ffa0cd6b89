import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CartLine } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { useFormatMoney } from '@/lib/money-format';
import { useToken } from '@/lib/session';
import { cartTotals, freeDeliveryProgress, type CartConfig } from '../cart-totals';
import { checkoutPath } from '../checkout-path';
import { FreeDeliveryBar } from './free-delivery-bar';

export interface CartSummaryProps {
  lines: readonly CartLine[];
  config: CartConfig | undefined;
  onClose: () => void;
  /** A guest with guest checkout on is asked to log in or go on as a guest. */
  onGuestCheckout?: () => void;
}

/** The drawer's foot: savings, the free-delivery bar, the subtotal and Proceed To Checkout. */
export function CartSummary({ lines, config, onClose, onGuestCheckout }: CartSummaryProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const navigate = useNavigate();
  const signedIn = Boolean(useToken());
  const { subtotal, saved } = cartTotals(lines);
  const progress = freeDeliveryProgress(subtotal, config);

  const checkout = () => {
    onClose();
    if (onGuestCheckout && !signedIn && config?.guest_checkout_status === 1) return onGuestCheckout();
    navigate(checkoutPath(lines.length, signedIn, config));
  };

  return (
    <div className="space-y-4">
      {saved > 0 && (
        <p data-testid="cart-saved" className="rounded-xl bg-brand-50 px-3 py-2 text-center text-sm font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          {t('cart.you_saved', { amount: money(saved) })}
        </p>
      )}
      {progress && <FreeDeliveryBar progress={progress} />}
      <p className="flex items-center justify-between text-base font-bold">
        <span>{t('cart.subtotal')}</span>
        <span data-testid="cart-subtotal">{money(subtotal)}</span>
      </p>
      <Button className="w-full" size="lg" onClick={checkout}>
        {t('cart.proceed_to_checkout')}
      </Button>
    </div>
  );
}
