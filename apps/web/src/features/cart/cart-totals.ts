import type { CartLine, Config } from '@storefront/contract';

/** The settings the drawer needs; the app passes them, since features do not share the config feature. */
export type CartConfig = Pick<Config, 'free_delivery_over' | 'free_delivery_over_status' | 'guest_checkout_status'>;

/** The drawer's figures from the server's line prices; nothing is priced here. */
export function cartTotals(lines: readonly CartLine[]) {
  return {
    subtotal: lines.reduce((sum, l) => sum + l.total_price, 0),
    saved: lines.reduce((sum, l) => sum + l.discount_amount, 0),
  };
}

export interface FreeDeliveryProgress {
  /** 0 to 100. */
  percent: number;
  /** What is left to spend; 0 once reached. */
  remaining: number;
}

/** Cart total / free_delivery_over, clamped 0–100; null when the business offers none. */
export function freeDeliveryProgress(
  subtotal: number,
  config: Pick<Config, 'free_delivery_over' | 'free_delivery_over_status'> | undefined,
): FreeDeliveryProgress | null {
  const over = config?.free_delivery_over;
  if (!config?.free_delivery_over_status || over === null || over === undefined || !(over > 0)) return null;
  return {
    percent: Math.min(Math.max((subtotal / over) * 100, 0), 100),
    remaining: Math.max(over - subtotal, 0),
  };
}
