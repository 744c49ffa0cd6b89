import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The cart is a drawer, not a page: `?cart=open` on any page's address opens it (the installed app's Cart shortcut). */
export const CART_ADDRESS = '/?cart=open';

/** Opens the cart when the address asks for it, then takes the request out of the address so that a reload or Back does not open it again. */
export function useCartAddress(openCart: () => void): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('cart') === 'open';
  const open = useEffectEvent(() => {
    openCart();
    const rest = new URLSearchParams(search);
    rest.delete('cart');
    void navigate({ pathname, search: rest.toString(), hash }, { replace: true });
  });
  useEffect(() => {
    if (asked) open();
  }, [asked]);
}
