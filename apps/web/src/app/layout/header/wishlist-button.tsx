import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/ui/icons';
import { WishlistDrawer } from '@/features/wishlist/components/wishlist-drawer';

/** The header's heart (spec §2): opens the wishlist drawer. The headers show it to signed-in customers outside parcel. */
export function WishlistButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('wishlist.title')}
        title={t('wishlist.title')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="wishlist-button"
        className="grid size-10 shrink-0 place-items-center rounded-full text-ink transition hover:bg-surface-2"
      >
        <HeartIcon />
      </button>
      <WishlistDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
