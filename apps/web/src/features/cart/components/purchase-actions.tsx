import { useTranslation } from 'react-i18next';
import type { Item } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { NotAvailablePanel } from '@/components/catalog/not-available-panel';

export interface PurchaseActionsProps {
  item: Item;
  campaign: boolean;
  updating: boolean;
  disabled: boolean;
  /** Off where the page shows its own Not Available panel. */
  showUnavailable: boolean;
  onAdd: () => void;
  onBuyNow: () => void;
  onOrderNow: () => void;
}

/**
 * By availability: available, or unavailable with schedule_order, keeps Buy Now and
 * Add/Update; otherwise the Not Available panel. Campaign items only have Order Now.
 */
export function PurchaseActions({ item, campaign, updating, disabled, showUnavailable, onAdd, onBuyNow, onOrderNow }: PurchaseActionsProps) {
  const { t } = useTranslation();
  if (item.available !== 1 && item.schedule_order !== 1) return showUnavailable ? <NotAvailablePanel item={item} /> : null;
  if (campaign) {
    return (
      <Button size="lg" className="w-full" disabled={disabled} onClick={onOrderNow}>
        {t('item_popup.order_now')}
      </Button>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="outline" size="lg" disabled={disabled} onClick={onBuyNow}>
        {t('item_popup.buy_now')}
      </Button>
      <Button size="lg" disabled={disabled} onClick={onAdd}>
        {updating ? t('item_popup.update_to_cart') : t('item_popup.add_to_cart')}
      </Button>
    </div>
  );
}
