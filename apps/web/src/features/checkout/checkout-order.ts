import type { CartLine, Item, OrderPlace } from '@storefront/contract';

/** A line of the order as the page shows it; amounts are the cart's (or the popup's) estimate. */
export interface SummaryLine {
  id: string;
  name: string;
  image: string;
  quantity: number;
  /** After item discounts, with add-ons. */
  total: number;
  discount: number;
}

/** What is being ordered: the cart of the module, or one Buy Now item. */
export interface CheckoutOrder {
  source: 'cart' | 'buy_now';
  lines: SummaryLine[];
  store: Pick<Item, 'store_id' | 'store_name' | 'zone_id' | 'module_type' | 'is_prescription_required'>;
  buyNow?: NonNullable<OrderPlace['buy_now']>;
}

export function cartOrder(lines: readonly CartLine[]): CheckoutOrder | null {
  const first = lines[0];
  if (!first) return null;
  return {
    source: 'cart',
    store: first.item,
    lines: lines.map((l) => ({ id: `cart-${l.id}`, name: l.item.name, image: l.item.image_full_url, quantity: l.quantity, total: l.total_price, discount: l.discount_amount })),
  };
}

/**
 * A Buy Now or campaign Order Now choice as the checkout page hands it over (the cart feature's
 * popup made it): the line to order, and what to show before the server prices it.
 */
export interface BuyNowInput extends Omit<NonNullable<OrderPlace['buy_now']>, 'campaign_id'> {
  preview?: { item: Item; total: number; original: number };
}

export function buyNowOrder(choice: BuyNowInput | null): CheckoutOrder | null {
  if (!choice?.preview) return null;
  const { item, total, original } = choice.preview;
  const { item_id, quantity, variation, add_on_ids, add_on_qtys } = choice;
  const buyNow: NonNullable<OrderPlace['buy_now']> = { item_id, quantity, variation, add_on_ids, add_on_qtys };
  // Campaign Order Now (page=campaign): the campaign's price, of the card's campaign.
  if (choice.model === 'ItemCampaign') {
    buyNow.model = 'ItemCampaign';
    if (item.campaign_id) buyNow.campaign_id = item.campaign_id;
  }
  return {
    source: 'buy_now',
    store: item,
    buyNow,
    lines: [{ id: `buy-${item_id}`, name: item.name, image: item.image_full_url, quantity, total, discount: Math.max(original - total, 0) }],
  };
}
