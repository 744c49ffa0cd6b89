import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';
import { TruckIcon, UserIcon } from '@storefront/ui/icons';
import { LanguageSwitcher } from '@/features/preferences/components/language-switcher';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { SearchBar } from '@/features/search/components/search-bar';
import { useHeightVariable } from '@/lib/use-height-variable';
import { BrandLink } from './brand-link';
import { CartButton } from './cart-button';
import { ChatButton } from './chat-button';
import { LocationButton } from './location-button';
import { ProfileMenu } from './profile-menu';
import { useHeaderData } from './use-header-data';
import { WishlistButton } from './wishlist-button';

const navItem = (active: boolean) =>
  cn(
    'rounded-full px-4 py-2 text-sm font-semibold transition',
    active ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300' : 'text-muted hover:bg-surface-2 hover:text-ink',
  );

const discoverLinks = [
  { to: '/categories', label: 'pages.categories' },
  { to: '/store/popular', label: 'pages.popular_stores' },
  { to: '/store/latest', label: 'pages.latest_stores' },
] as const;

const iconLink = 'grid size-10 place-items-center rounded-full text-ink transition hover:bg-surface-2';

export function DesktopHeader({ onOpenCart }: { onOpenCart: () => void }) {
  const { t } = useTranslation();
  // Toasts and in-page scrolling keep below the sticky header (see Toaster and index.css).
  const headerRef = useHeightVariable<HTMLElement>('--header-height');
  const { config, configPending, signedIn, logoTo, modules, selectedModule, selectModule, isParcel, location } = useHeaderData();
  // Parcel has no catalogue: no module links, cart, chat, wishlist or track icon (its home has the tracking box); Contact instead.
  const moduleLinks = isParcel ? [] : modules.filter((m) => m.module_type !== 'parcel');
  const showSearch = Boolean(selectedModule) && !isParcel;

  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur-md">
      <div className="mx-auto flex h-[4.5rem] max-w-7xl items-center gap-6 px-8">
        <BrandLink to={logoTo} name={config?.business_name} logoUrl={config?.logo_full_url} pending={configPending} className="shrink-0" />
        <LocationButton address={location} variant="chip" signedIn={signedIn} className="-ms-3 max-w-60 shrink" />
        <nav aria-label={t('nav.main')} className="flex min-w-0 items-center gap-1 overflow-x-auto">
          <NavLink to="/home" end className={({ isActive }) => navItem(isActive && !selectedModule)}>
            {t('nav.home')}
          </NavLink>
          {moduleLinks.map((module) => (
            <button
              key={module.id}
              type="button"
              aria-pressed={selectedModule?.id === module.id}
              onClick={() => selectModule(module)}
              className={navItem(selectedModule?.id === module.id)}
            >
              {module.module_name}
            </button>
          ))}
          {isParcel && (
            <NavLink to="/help-and-support" className={({ isActive }) => navItem(isActive)}>
              {t('nav.contact')}
            </NavLink>
          )}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          {!signedIn && !isParcel && (
            <Link to="/track-order" className={iconLink} aria-label={t('pages.track_order')} title={t('pages.track_order')}>
              <TruckIcon />
            </Link>
          )}
          {signedIn && !isParcel && <ChatButton />}
          {signedIn && !isParcel && <WishlistButton />}
          {!isParcel && <CartButton onClick={onOpenCart} />}
          <LanguageSwitcher />
          <ThemeToggle />
          <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
          {signedIn ? (
            <ProfileMenu config={config} />
          ) : (
            <Link to="/auth/sign-in" className={buttonClasses('primary', 'sm', 'rounded-full px-4')}>
              <UserIcon className="size-4" />
              {t('auth.sign_in')}
            </Link>
          )}
        </div>
      </div>
      {showSearch && (
        <div className="border-t border-line/70">
          <div className="mx-auto flex h-14 max-w-7xl items-center gap-6 px-8">
            <SearchBar className="w-full max-w-xl" />
            <nav aria-label={t('nav.discover')} className="ms-auto flex items-center gap-1">
              {discoverLinks.map((link) => (
                <NavLink key={link.to} to={link.to} end className={({ isActive }) => navItem(isActive)}>
                  {t(link.label)}
                </NavLink>
              ))}
            </nav>
          </div>
        </div>
      )}
    </header>
  );
}
