import { Dialog } from '@storefront/ui/dialog';
import { VegMarker } from '@/components/catalog/badges';
import { useCart } from '../api/get-cart';
import { hasVariations } from '../item-choice';
import { closeItemPopup, useItemPopupRequest } from '../item-popup-request';
import { ItemPurchase } from './item-purchase';
import { ItemSummary } from './item-summary';

/**
 * The app's one item popup (459px wide), opened from the cart's cards and lines through item-popup-request.
 * An item without variations that is in the cart edits its line, as does a line opened from the drawer.
 */
export function ItemPopup() {
  const request = useItemPopupRequest();
  const { lines } = useCart();
  if (!request.open) return null;
  const { item, campaign = false } = request;
  const line = request.line ?? (campaign || hasVariations(item) ? undefined : lines.find((l) => l.item_id === item.id));
  return (
    <Dialog
      open
      onClose={closeItemPopup}
      widthClass="max-w-[459px]"
      data-testid="item-popup"
      title={
        <span className="flex items-start gap-2">
          {item.module_type === 'food' && <VegMarker veg={item.veg} className="mt-1" />}
          {item.name}
        </span>
      }
    >
      <ItemSummary item={item} campaign={campaign} onLeave={closeItemPopup} />
      <div className="mt-5">
        <ItemPurchase key={`${request.id}-${line?.id ?? 'new'}`} item={item} line={line} campaign={campaign} onDone={closeItemPopup} stickyFooter />
      </div>
    </Dialog>
  );
}
