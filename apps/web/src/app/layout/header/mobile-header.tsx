import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { MenuIcon, UserIcon } from '@storefront/ui/icons';
import { SearchBar } from '@/features/search/components/search-bar';
import { useHeightVariable } from '@/lib/use-height-variable';
import { BrandLink } from './brand-link';
import { CartButton } from './cart-button';
import { ChatButton } from './chat-button';
import { LocationButton } from './location-button';
import { MobileModuleSelector } from './mobile-module-selector';
import { CustomerAvatar } from './profile-menu';
import { useHeaderData } from './use-header-data';
import { WishlistButton } from './wishlist-button';

// Its code loads on the first opening; after that it stays mounted, so that it can slide out and in again.
const MobileDrawer = lazy(async () => ({ default: (await import('./mobile-drawer')).MobileDrawer }));

export function MobileHeader({ onOpenCart }: { onOpenCart: () => void }) {
  const { t } = useTranslation();
  // Toasts and in-page scrolling keep below the sticky header (see Toaster and index.css).
  const headerRef = useHeightVariable<HTMLElement>('--header-height');
  const data = useHeaderData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { config, signedIn, modules, selectedModule, location } = data;

  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur-md">
      <div className="flex h-16 items-center gap-2 px-3">
        <button
          type="button"
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          aria-label={t('nav.open_menu')}
          aria-expanded={drawerOpen}
          className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface-2"
        >
          <MenuIcon />
        </button>
        <BrandLink to={data.logoTo} name={config?.business_name} logoUrl={config?.logo_full_url} pending={data.configPending} compact />
        <div className="ms-auto flex shrink-0 items-center gap-1">
          {signedIn && !data.isParcel && <ChatButton />}
          {signedIn && !data.isParcel && <WishlistButton />}
          {!data.isParcel && <CartButton onClick={onOpenCart} />}
          {signedIn ? (
            <Link
              to="/profile"
              aria-label={t('pages.profile')}
              className="grid size-10 place-items-center overflow-hidden rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-800"
            >
              <CustomerAvatar className="size-10 text-sm" />
            </Link>
          ) : (
            <Link
              to="/auth/sign-in"
              aria-label={t('auth.sign_in')}
              className={buttonClasses('primary', 'sm', 'size-10 rounded-full px-0 min-[420px]:w-auto min-[420px]:px-3')}
            >
              {/* Icon only on narrow phones, where the business name needs the room. */}
              <UserIcon className="size-5 min-[420px]:hidden" />
              <span className="hidden min-[420px]:inline">{t('auth.sign_in')}</span>
            </Link>
          )}
        </div>
      </div>
      <div className="flex h-11 items-center gap-3 border-t border-line/70 ps-3 pe-4">
        <LocationButton address={location} variant="bar" signedIn={signedIn} />
        {modules.length >= 2 && (
          <MobileModuleSelector modules={modules} selected={selectedModule} onSelect={(m) => data.selectModule(m)} />
        )}
      </div>
      {selectedModule && !data.isParcel && (
        <div className="border-t border-line/70 px-3 py-2">
          <SearchBar />
        </div>
      )}
      {drawerUsed && (
        <Suspense>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} data={data} />
        </Suspense>
      )}
    </header>
  );
}
