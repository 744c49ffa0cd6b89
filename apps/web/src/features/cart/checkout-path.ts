import type { Config } from '@storefront/contract';

export const CART_CHECKOUT = '/checkout?page=cart';

/**
 * The drawer's checkout: an empty cart goes home; a customer goes to checkout; a guest goes there
 * too when guest checkout is on (the drawer first asks through the guest-or-login prompt when the
 * app gives it one), else to sign in.
 */
export function checkoutPath(lineCount: number, signedIn: boolean, config: Pick<Config, 'guest_checkout_status'> | undefined): string {
  if (lineCount === 0) return '/home';
  if (signedIn || config?.guest_checkout_status === 1) return CART_CHECKOUT;
  return `/auth/sign-in?from=${encodeURIComponent(CART_CHECKOUT)}`;
}
