import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Config } from '@storefront/contract';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';
import { Popover, popoverItemClass } from '@/components/ui/popover';
import { useLogout } from '@/features/auth/hooks/use-logout';

/** Account pages, with wallet, loyalty and referral only when the business has them on. */
export function accountLinks(config: Config | undefined) {
  return [
    { to: '/profile', label: 'pages.profile' },
    { to: '/my-orders', label: 'pages.my_orders' },
    config?.customer_wallet_status === 1 && { to: '/wallet', label: 'pages.wallet' },
    config?.loyalty_point_status === 1 && { to: '/loyalty-points', label: 'pages.loyalty_points' },
    config?.ref_earning_status === 1 && { to: '/referral-code', label: 'pages.referral_code' },
    { to: '/coupons', label: 'pages.coupons' },
    { to: '/settings', label: 'pages.settings' },
  ].filter((link): link is { to: string; label: string } => Boolean(link));
}

export function ProfileMenu({ config }: { config: Config | undefined }) {
  const { t } = useTranslation();
  const { requestLogout, logoutDialog } = useLogout();
  return (
    <>
      <Popover
        triggerProps={{
          'aria-label': t('nav.account_menu'),
          className:
            'grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-800',
        }}
        trigger={<UserIcon />}
        panelClassName="w-56"
      >
        {(close) => (
          <ul>
            {accountLinks(config).map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className={popoverItemClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-line pt-1">
              <button
                type="button"
                onClick={() => {
                  close();
                  requestLogout();
                }}
                className={`${popoverItemClass} text-red-600 dark:text-red-400`}
              >
                <LogoutIcon className="size-4" />
                {t('auth.logout')}
              </button>
            </li>
          </ul>
        )}
      </Popover>
      {logoutDialog}
    </>
  );
}
