import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@storefront/ui/icons';

// Its code loads on the first opening; after that it stays mounted, so that it can slide out and in again.
const WishlistDrawer = lazy(async () => ({ default: (await import('@/features/wishlist/components/wishlist-drawer')).WishlistDrawer }));

/** The header's heart: opens the wishlist drawer. The headers show it to signed-in customers outside parcel. */
export function WishlistButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={t('wishlist.title')}
        title={t('wishlist.title')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="wishlist-button"
        className="grid size-10 shrink-0 place-items-center rounded-full text-ink transition hover:bg-surface-2"
      >
        <HeartIcon />
      </button>
      {used && (
        <Suspense>
          <WishlistDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
