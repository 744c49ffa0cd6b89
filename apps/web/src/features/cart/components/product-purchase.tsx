import type { Item } from '@storefront/contract';
import { useCart } from '../api/get-cart';
import { hasVariations } from '../item-choice';
import { ItemPurchase } from './item-purchase';

/**
 * The product page's cart controls: the popup's form, editing the item's line when it has no
 * variations and is in the cart. The page shows its own Not Available panel.
 */
export function ProductPurchase({ item, campaign = false }: { item: Item; campaign?: boolean }) {
  const { lines } = useCart();
  const line = campaign || hasVariations(item) ? undefined : lines.find((l) => l.item_id === item.id);
  return <ItemPurchase key={`${item.id}-${line?.id ?? 'new'}`} item={item} line={line} campaign={campaign} showUnavailable={false} />;
}
