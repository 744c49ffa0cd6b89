import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Item, Store } from '@storefront/contract';
import { Image } from '@storefront/ui/image';
import { itemPath, storePath } from '@/components/catalog/links';
import { Price } from '@/components/catalog/price';
import { Rating } from '@/components/catalog/rating';
import { WishButton } from './wish-button';

/** A compact card: the picture and text open the page (closing the drawer), the heart unwishes. */
function WishedRow({ to, image, onOpen, children, heart }: { to: string; image: string | null; onOpen: () => void; children: ReactNode; heart: ReactNode }) {
  return (
    <li className="flex items-center gap-2 py-3" data-testid="wished-row">
      <Link to={to} onClick={onOpen} className="group flex min-w-0 flex-1 items-center gap-3 rounded-xl">
        <Image src={image} alt="" className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-line" />
        <div className="min-w-0 flex-1 space-y-0.5">{children}</div>
      </Link>
      {heart}
    </li>
  );
}

const nameClass = 'line-clamp-1 text-sm font-bold text-ink group-hover:text-brand-700 dark:group-hover:text-brand-400';

export function WishedItemRow({ item, onOpen }: { item: Item; onOpen: () => void }) {
  return (
    <WishedRow to={itemPath(item)} image={item.image_full_url} onOpen={onOpen} heart={<WishButton target={{ item }} variant="plain" />}>
      {item.store_name && <p className="truncate text-xs text-muted">{item.store_name}</p>}
      <p className={nameClass}>{item.name}</p>
      <Price price={item.price} discountedPrice={item.discounted_price} />
    </WishedRow>
  );
}

export function WishedStoreRow({ store, onOpen }: { store: Store; onOpen: () => void }) {
  return (
    <WishedRow to={storePath(store)} image={store.logo_full_url} onOpen={onOpen} heart={<WishButton target={{ store }} variant="plain" />}>
      <p className={nameClass}>{store.name}</p>
      <p className="truncate text-xs text-muted">{store.address}</p>
      <Rating rating={store.avg_rating} count={store.rating_count} />
    </WishedRow>
  );
}
