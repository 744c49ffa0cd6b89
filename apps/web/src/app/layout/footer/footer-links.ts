import type { Config } from '@storefront/contract';

/** About, terms and privacy always; the other policies only when the business turns them on. */
export function policyLinks(config: Pick<Config, 'refund_policy' | 'cancelation_policy' | 'shipping_policy'>) {
  return [
    { to: '/about-us', label: 'pages.about_us' },
    { to: '/terms-and-conditions', label: 'pages.terms_and_conditions' },
    { to: '/privacy-policy', label: 'pages.privacy_policy' },
    config.refund_policy !== 0 && { to: '/refund-policy', label: 'pages.refund_policy' },
    config.cancelation_policy !== 0 && { to: '/cancellation-policy', label: 'pages.cancellation_policy' },
    config.shipping_policy !== 0 && { to: '/shipping-policy', label: 'pages.shipping_policy' },
  ].filter((link): link is { to: string; label: string } => Boolean(link));
}
