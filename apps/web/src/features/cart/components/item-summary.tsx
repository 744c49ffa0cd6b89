import { Link, useLocation } from 'react-router';
import type { Item } from '@storefront/contract';
import { Image } from '@storefront/ui/image';
import { HalalTag } from '@/components/catalog/badges';
import { storePath } from '@/components/catalog/links';
import { Price } from '@/components/catalog/price';
import { Rating } from '@/components/catalog/rating';
import { ReadMore } from '@/components/catalog/read-more';
import { WishButton } from '@/components/catalog/wish-button-slot';

/** Whether the popup is on the item's store already: its page by slug (storePath) or by id. */
function useOnStorePage(item: Pick<Item, 'store_id' | 'store_slug'>) {
  const { pathname } = useLocation();
  return pathname === storePath({ id: item.store_id, slug: item.store_slug }) || pathname === `/store/${item.store_id}`;
}

/** The popup's picture (with the wishlist heart, campaign items aside), store, rating, halal tag, description and price. */
export function ItemSummary({ item, campaign = false, onLeave }: { item: Item; campaign?: boolean; onLeave: () => void }) {
  const onStorePage = useOnStorePage(item);
  return (
    <div className="mt-4 space-y-3">
      <div className="flex gap-4">
        <div className="relative size-28 shrink-0">
          <Image src={item.image_full_url} alt={item.name} className="size-full rounded-2xl object-cover" />
          {!campaign && <WishButton target={{ item }} className="absolute end-1.5 top-1.5" />}
        </div>
        <div className="min-w-0 space-y-1.5">
          {onStorePage ? (
            <p className="truncate text-sm font-semibold text-muted">{item.store_name}</p>
          ) : (
            <Link to={storePath({ id: item.store_id, slug: item.store_slug })} onClick={onLeave} className="block truncate text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
              {item.store_name}
            </Link>
          )}
          <div className="flex flex-wrap items-center gap-2">
            {item.rating_count > 0 && <Rating rating={item.avg_rating} count={item.rating_count} />}
            {item.halal_tag_status === 1 && item.is_halal === 1 && <HalalTag />}
          </div>
          <Price price={item.price} discountedPrice={item.discounted_price} size="md" />
        </div>
      </div>
      {item.description && <ReadMore text={item.description} />}
    </div>
  );
}
