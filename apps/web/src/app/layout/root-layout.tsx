import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useEnsureGuestId } from '@/lib/guest-id';
import { WelcomeModal } from '@/features/auth/components/welcome-modal';
import { useRefetchCartOnSession } from '@/features/cart/api/get-cart';
import { useItemPopupRequest } from '@/features/cart/item-popup-request';
import { GuestPrompt } from '@/features/checkout/components/guest-prompt';
import { useConfig } from '@/features/config/api/get-config';
import { HomeRatePrompt } from '@/features/reviews/components/home-rate-prompt';
import { HydrateWhenSeen } from '@/lib/hydrate-when-seen';
import { isHydrating } from '@/lib/hydration';
import { useInView } from '@/lib/use-in-view';
import { useLayoutKind } from '@/lib/use-media-query';
import { AddressDialogs } from './address-dialogs';
import { useCartAddress } from './cart-address';
import { DesktopHeader } from './header/desktop-header';
import { MobileHeader } from './header/mobile-header';
import { LocationDialogs } from './location-dialogs';
import { NavigationProgress } from './navigation-progress';
import { ScrollHold } from '../scroll-hold';

// Closed at first on every page, so their code (the cart lines, the item's options) loads on first opening.
const CartDrawer = lazy(async () => ({ default: (await import('@/features/cart/components/cart-drawer')).CartDrawer }));
// The footer starts below the first screen (see main): its code and its landing-page call wait until it is near.
const Footer = lazy(async () => ({ default: (await import('./footer/footer')).Footer }));
// The real-time push channel starts once the page is there; its code is not part of the first download.
const PushBridge = lazy(() => import('./push-bridge'));
// Seen only while the business is closed for maintenance.
const MaintenancePage = lazy(() => import('@/features/config/maintenance').then((m) => m.maintenancePageWithTexts()));
const ItemPopup = lazy(async () => ({ default: (await import('@/features/cart/components/item-popup')).ItemPopup }));

export function RootLayout() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const [cartOpen, setCartOpen] = useState(false);
  // Once opened the drawer stays mounted, so that it can slide out and in again.
  const [cartUsed, setCartUsed] = useState(false);
  const [guestPromptOpen, setGuestPromptOpen] = useState(false);
  const config = useConfig().data;
  const businessName = config?.business_name;
  useEnsureGuestId();
  useRefetchCartOnSession();

  useEffect(() => {
    if (businessName) document.title = businessName;
  }, [businessName]);

  const openCart = () => {
    setCartUsed(true);
    setCartOpen(true);
  };
  useCartAddress(openCart);
  // Closed for maintenance: the business's message instead of every page (the server refuses orders meanwhile).
  if (config?.maintenance_mode) {
    return (
      <Suspense>
        <MaintenancePage config={config} />
      </Suspense>
    );
  }
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
      {layout === 'desktop' && <DesktopHeader onOpenCart={openCart} />}
      {layout === 'mobile' && <MobileHeader onOpenCart={openCart} />}
      {/* The server cannot know the screen: it sends both, the screen's width shows one, until the page is taken over. */}
      {layout === 'both' && (
        <>
          <div className="contents max-[1179.98px]:hidden">
            <DesktopHeader onOpenCart={openCart} />
          </div>
          <div className="contents min-[1180px]:hidden">
            <MobileHeader onOpenCart={openCart} />
          </div>
        </>
      )}
      {/* At least a screen tall: the footer starts below the first screen, so content arriving after it never pushes it away. */}
      <main id="main" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <FooterWhenNear />
      {cartUsed && (
        <Suspense>
          <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} config={config} onGuestCheckout={() => setGuestPromptOpen(true)} />
        </Suspense>
      )}
      <GuestPrompt open={guestPromptOpen} onClose={() => setGuestPromptOpen(false)} />
      <ItemPopupWhenOpen />
      <LocationDialogs />
      <AddressDialogs />
      <HomeRatePrompt />
      <WelcomeModal />
      <Suspense>
        <PushBridge />
      </Suspense>
      <ScrollRestoration />
      <ScrollHold />
    </div>
  );
}

function ItemPopupWhenOpen() {
  const request = useItemPopupRequest();
  return request.open ? (
    <Suspense>
      <ItemPopup />
    </Suspense>
  ) : null;
}

function FooterWhenNear() {
  // The server renders the footer, and hydration must find it as the server left it.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || isHydrating());
  const ref = useInView<HTMLDivElement>(() => setNear(true), !near, '0px');
  if (!near) return <div ref={ref} aria-hidden="true" className="mt-16 h-64 bg-[#0c1712] dark:bg-black/40" />;
  return (
    <HydrateWhenSeen>
      <Suspense fallback={<div aria-hidden="true" className="mt-16 h-64 bg-[#0c1712] dark:bg-black/40" />}>
        <Footer />
      </Suspense>
    </HydrateWhenSeen>
  );
}
