import type { Item } from '@storefront/contract';
import { Scroller } from '@storefront/ui/scroller';
import { RAIL_ITEM } from './grids';
import { ItemCard } from './item-card';

/** A sideways-scrolling row of item cards, as the home and product pages show them. */
export function ItemRail({ items }: { items: readonly Item[] }) {
  return (
    <Scroller itemClassName={RAIL_ITEM}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </Scroller>
  );
}
