/**
 * What an item costs to a customer right now, in minor units. The server is the only place
 * that decides this: cards, cart lines and orders all come through here.
 */
export interface Discount {
  type: 'percent' | 'amount';
  /** A percentage for percent, minor units for amount. */
  value: number;
}

export interface StoreDiscountWindow extends Discount {
  starts: string | null;
  ends: string | null;
}

export function applyDiscount(price: number, discount: Discount | null): number {
  if (!discount || discount.value <= 0) return price;
  const off = discount.type === 'percent' ? Math.round((price * Math.min(discount.value, 100)) / 100) : Math.round(discount.value);
  return Math.max(0, price - off);
}

export function storeDiscountRunning(d: StoreDiscountWindow | null, now: Date): boolean {
  if (!d || d.value <= 0) return false;
  const t = now.toISOString();
  return (!d.starts || d.starts <= t) && (!d.ends || t <= d.ends);
}

/**
 * Spec §9: a running store discount overrides the item's own discount; a running flash sale
 * price overrides both.
 */
export function effectiveDiscount(item: Discount, store: StoreDiscountWindow | null, now: Date): Discount | null {
  if (storeDiscountRunning(store, now)) return { type: store!.type, value: store!.value };
  return item.value > 0 ? item : null;
}

export function unitPrice(base: number, item: Discount, store: StoreDiscountWindow | null, now: Date, flashPrice?: number | null): number {
  if (flashPrice !== undefined && flashPrice !== null) return flashPrice;
  return applyDiscount(base, effectiveDiscount(item, store, now));
}
