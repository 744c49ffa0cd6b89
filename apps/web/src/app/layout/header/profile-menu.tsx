import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Config } from '@storefront/contract';
import { Avatar } from '@storefront/ui/avatar';
import { LogoutIcon, UserIcon } from '@storefront/ui/icons';
import { Popover, popoverItemClass } from '@storefront/ui/popover';
import { Skeleton } from '@storefront/ui/skeleton';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { customerName, useCustomer } from '@/features/profile/api/get-customer-info';

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

/** The signed-in customer's photo or initials; a plain person icon until they load. */
export function CustomerAvatar({ className }: { className?: string }) {
  const customer = useCustomer().data;
  if (!customer) return <UserIcon />;
  return <Avatar src={customer.image_full_url} name={customerName(customer)} className={className} />;
}

export function ProfileMenu({ config }: { config: Config | undefined }) {
  const { t } = useTranslation();
  const { requestLogout, logoutDialog } = useLogout();
  const customer = useCustomer();
  return (
    <>
      <Popover
        triggerProps={{
          'aria-label': t('nav.account_menu'),
          'data-testid': 'profile-menu',
          className:
            'grid size-10 place-items-center overflow-hidden rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-800',
        }}
        trigger={<CustomerAvatar className="size-10 text-sm" />}
        panelClassName="w-64"
      >
        {(close) => (
          <ul>
            <li className="mb-1 border-b border-line px-3 pt-1.5 pb-2.5">
              {customer.data ? (
                <>
                  <p data-testid="customer-name" className="truncate text-sm font-bold">
                    {customerName(customer.data)}
                  </p>
                  <p className="truncate text-xs text-muted">{customer.data.email ?? customer.data.phone}</p>
                </>
              ) : (
                <Skeleton className="h-9 rounded-lg" />
              )}
            </li>
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
