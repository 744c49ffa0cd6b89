import type { CartAdd, Item } from '@storefront/contract';

/**
 * Buy Now and campaign Order Now skip the cart: the popup's choice waits in session storage for the
 * checkout page (/checkout?page=buy_now or page=campaign), which reads it from here and hands it
 * to the checkout feature.
 */
export type BuyNowChoice = Omit<CartAdd, 'guest_id' | 'price'> & {
  /** What checkout shows before the server prices the order: the item and the popup's estimate. */
  preview?: { item: Item; total: number; original: number };
};

const KEY = 'storefront:buy-now';

export function saveBuyNow(choice: BuyNowChoice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Without session storage the checkout page asks again.
  }
}

export function readBuyNow(): BuyNowChoice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as BuyNowChoice) : null;
  } catch {
    return null;
  }
}
