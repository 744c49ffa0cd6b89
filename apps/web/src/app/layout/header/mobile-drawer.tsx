import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@storefront/ui/button';
import { Drawer } from '@storefront/ui/drawer';
import { HomeIcon, LogoutIcon, PhoneIcon, TruckIcon, UserIcon } from '@storefront/ui/icons';
import { BrandLogo } from '@/components/brand-logo';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { LanguageSwitcher } from '@/features/preferences/components/language-switcher';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { DrawerCatalogue } from './drawer-catalogue';
import { accountLinks } from './profile-menu';
import type { useHeaderData } from './use-header-data';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  data: ReturnType<typeof useHeaderData>;
}

const rowClass = 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold hover:bg-surface-2';


export function MobileDrawer({ open, onClose, data }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { requestLogout, logoutDialog } = useLogout(onClose);
  const { config, signedIn } = data;

  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        side="start"
        title={
          <span className="flex items-center gap-2.5">
            <BrandLogo src={config?.logo_full_url} name={config?.business_name ?? ''} className="size-8 rounded-lg text-base" />
            {config?.business_name}
          </span>
        }
        footer={
          signedIn ? (
            <Button variant="outline" className="w-full text-red-600 dark:text-red-400" onClick={requestLogout}>
              <LogoutIcon className="size-4" />
              {t('auth.logout')}
            </Button>
          ) : (
            <Link to="/auth/sign-in" onClick={onClose} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('auth.sign_in')}
            </Link>
          )
        }
      >
        <nav aria-label={t('nav.main')} className="space-y-1 p-3">
          <Link to={data.logoTo} onClick={onClose} className={rowClass}>
            <HomeIcon className="size-5 text-brand-600" />
            {t('nav.home')}
          </Link>
          {data.isParcel ? (
            // The parcel module shows Contact; its home has the tracking box instead of the track link.
            <Link to="/help-and-support" onClick={onClose} className={rowClass}>
              <PhoneIcon className="size-5 text-brand-600" />
              {t('nav.contact')}
            </Link>
          ) : (
            <Link to="/track-order" onClick={onClose} className={rowClass}>
              <TruckIcon className="size-5 text-brand-600" />
              {t('pages.track_order')}
            </Link>
          )}
        </nav>
        {signedIn && (
          <section className="border-t border-line px-3 py-3">
            <h3 className="flex items-center gap-2 px-3 pb-1 text-sm font-bold">
              <UserIcon className="size-4 text-brand-600" />
              {t('drawer.my_account')}
            </h3>
            <ul className="grid grid-cols-2 gap-1">
              {accountLinks(config).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onClose} className="block rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-ink">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {data.selectedModule && !data.isParcel && <DrawerCatalogue onNavigate={onClose} />}
        <section className="space-y-2 border-t border-line p-4">
          <h3 className="px-1 pb-1 text-sm font-bold">{t('drawer.preferences')}</h3>
          <ThemeToggle block />
          <LanguageSwitcher block />
        </section>
      </Drawer>
      {logoutDialog}
    </>
  );
}
