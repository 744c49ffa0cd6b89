import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Config, LandingPage } from '@storefront/contract';
import { MailIcon, PhoneIcon, PinIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { BrandLogo } from '@/components/brand-logo';
import { AppStoreButtons } from '@/features/landing/components/app-store-buttons';
import { getToken } from '@/lib/session';
import { policyLinks } from './footer-links';

/** Brand and socials, company pages, quick links, contact details. */
export function FooterBody({ config, landing }: { config: Config; landing: LandingPage | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apps = config.landing_page_links;
  const socials = config.social_media.filter((s) => s.status === 1);
  const heading = 'mb-4 text-sm font-bold uppercase tracking-wider text-white';
  const link = 'text-sm transition hover:text-brand-300';

  // Wallet and loyalty points need an account.
  const requireLogin = (event: React.MouseEvent) => {
    if (getToken()) return;
    event.preventDefault();
    toast.error(t('auth.login_required'));
    navigate('/auth/sign-in');
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:px-8">
      <div>
        <div className="flex items-center gap-3">
          <BrandLogo src={config.logo_full_url} name={config.business_name} />
          <p className="text-xl font-extrabold text-white">{config.business_name}</p>
        </div>
        {landing?.fixed_footer_description && <p className="mt-4 text-sm leading-relaxed">{landing.fixed_footer_description}</p>}
        {socials.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('footer.follow_us')}>
            {socials.map((social) => (
              <li key={social.id}>
                <a
                  href={social.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-8 items-center rounded-full bg-white/10 px-3 text-xs font-semibold capitalize text-white transition hover:bg-brand-600"
                >
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <AppStoreButtons
          className="mt-6"
          playStoreUrl={apps.app_url_android_status === 1 ? apps.app_url_android : null}
          appStoreUrl={apps.app_url_ios_status === 1 ? apps.app_url_ios : null}
        />
      </div>

      <nav aria-label={t('footer.company')}>
        <h2 className={heading}>{t('footer.company')}</h2>
        <ul className="space-y-2.5">
          {policyLinks(config).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={link}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <nav aria-label={t('footer.quick_links')}>
        <h2 className={heading}>{t('footer.quick_links')}</h2>
        <ul className="space-y-2.5">
          <li>
            <Link to="/track-order" className={link}>
              {t('pages.track_order')}
            </Link>
          </li>
          {config.customer_wallet_status === 1 && (
            <li>
              <Link to="/wallet" onClick={requireLogin} className={link}>
                {t('pages.wallet')}
              </Link>
            </li>
          )}
          {config.loyalty_point_status === 1 && (
            <li>
              <Link to="/loyalty-points" onClick={requireLogin} className={link}>
                {t('pages.loyalty_points')}
              </Link>
            </li>
          )}
          <li>
            <Link to="/help-and-support" className={link}>
              {t('pages.help_and_support')}
            </Link>
          </li>
          {config.store_registration_url && (
            <li>
              {/* The storefront's own form opens in place; another site the business names, in a new tab. */}
              {config.store_registration_url.startsWith('/') ? (
                <Link to={config.store_registration_url} className={link}>
                  {t('footer.become_store_owner')}
                </Link>
              ) : (
                <a href={config.store_registration_url} target="_blank" rel="noopener noreferrer" className={link}>
                  {t('footer.become_store_owner')}
                </a>
              )}
            </li>
          )}
          {config.delivery_man_registration_url && (
            <li>
              <a href={config.delivery_man_registration_url} target="_blank" rel="noopener noreferrer" className={link}>
                {t('footer.become_delivery_man')}
              </a>
            </li>
          )}
        </ul>
      </nav>

      <div>
        <h2 className={heading}>{t('footer.contact_us')}</h2>
        <ul className="space-y-3 text-sm">
          {config.address && (
            <li className="flex gap-3">
              <PinIcon className="size-5 shrink-0 text-brand-400" />
              <span>{config.address}</span>
            </li>
          )}
          {config.phone && (
            <li>
              <a href={`tel:${config.phone}`} className={`flex gap-3 ${link}`}>
                <PhoneIcon className="size-5 shrink-0 text-brand-400" />
                <span dir="ltr">{config.phone}</span>
              </a>
            </li>
          )}
          {config.email && (
            <li>
              <a href={`mailto:${config.email}`} className={`flex gap-3 ${link}`}>
                <MailIcon className="size-5 shrink-0 text-brand-400" />
                <span className="break-all">{config.email}</span>
              </a>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
