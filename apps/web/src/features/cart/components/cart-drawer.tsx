import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@storefront/ui/button';
import { Drawer } from '@storefront/ui/drawer';
import { EmptyState } from '@storefront/ui/empty-state';
import { CartIcon } from '@storefront/ui/icons';
import { homePath } from '@/lib/session';
import { useCart } from '../api/get-cart';
import type { CartConfig } from '../cart-totals';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Free delivery and guest checkout settings, from the app's config. */
  config: CartConfig | undefined;
  /** Opens the guest-or-login prompt; without it guests go straight to checkout. */
  onGuestCheckout?: () => void;
}

/** The cart drawer: lines, savings, free-delivery progress, subtotal and checkout, or the empty state. */
export function CartDrawer({ open, onClose, config, onGuestCheckout }: CartDrawerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lines } = useCart();
  const empty = lines.length === 0;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="end"
      title={t('cart.title')}
      widthClass="max-w-[26rem]"
      footer={!empty && <CartSummary lines={lines} config={config} onClose={onClose} onGuestCheckout={onGuestCheckout} />}
    >
      {empty ? (
        <EmptyState
          className="h-full"
          icon={<CartIcon className="size-8" />}
          title={t('cart.empty_title')}
          description={t('cart.empty_description')}
          action={
            <Button
              className="mt-2"
              onClick={() => {
                onClose();
                navigate(homePath());
              }}
            >
              {t('cart.continue_shopping')}
            </Button>
          }
        />
      ) : (
        <ul className="divide-y divide-line px-5" data-testid="cart-lines">
          {lines.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
