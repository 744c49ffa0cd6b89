import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useEnsureGuestId } from '@/features/auth/api/request-guest-id';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { ItemPopup } from '@/features/cart/components/item-popup';
import { GuestPrompt } from '@/features/checkout/components/guest-prompt';
import { useConfig } from '@/features/config/api/get-config';
import { HomeRatePrompt } from '@/features/reviews/components/home-rate-prompt';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { AddressDialogs } from './address-dialogs';
import { Footer } from './footer/footer';
import { DesktopHeader } from './header/desktop-header';
import { MobileHeader } from './header/mobile-header';
import { LocationDialogs } from './location-dialogs';
import { NavigationProgress } from './navigation-progress';

export function RootLayout() {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [cartOpen, setCartOpen] = useState(false);
  const [guestPromptOpen, setGuestPromptOpen] = useState(false);
  const config = useConfig().data;
  const businessName = config?.business_name;
  useEnsureGuestId();

  useEffect(() => {
    if (businessName) document.title = businessName;
  }, [businessName]);

  const openCart = () => setCartOpen(true);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[80] rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('nav.skip_to_content')}
      </a>
      <NavigationProgress />
      {/* One header at a time keeps test ids and landmarks unique. */}
      {isDesktop ? <DesktopHeader onOpenCart={openCart} /> : <MobileHeader onOpenCart={openCart} />}
      {/* At least a screen tall: the footer starts below the first screen, so content arriving after it never pushes it away. */}
      <main id="main" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <Footer />
      <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} config={config} onGuestCheckout={() => setGuestPromptOpen(true)} />
      <GuestPrompt open={guestPromptOpen} onClose={() => setGuestPromptOpen(false)} />
      <ItemPopup />
      <LocationDialogs />
      <AddressDialogs />
      <HomeRatePrompt />
      <ScrollRestoration />
    </div>
  );
}
