import { useTranslation } from 'react-i18next';
import { CartIcon } from '@storefront/ui/icons';
import { useCart } from '@/features/cart/api/get-cart';

/** The header's cart: the badge counts the cart's lines. */
export function CartButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const count = useCart().lines.length;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('cart.button_label', { count })}
      data-testid="cart-button"
      className="relative grid size-10 place-items-center rounded-full text-ink transition hover:bg-surface-2"
    >
      <CartIcon />
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-500 px-1 text-[11px] font-bold text-white ring-2 ring-surface"
      >
        {count > 99 ? '99+' : count}
      </span>
    </button>
  );
}
