import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RequireSignIn } from '@/components/require-sign-in';
import { CouponList } from '@/features/offers/components/coupon-list';

/** /coupons: the coupons the signed-in customer can use today (no configuration switch). */
export function CouponsPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn message={t('auth.login_required')}>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
        <PageHeader title={t('pages.coupons')} subtitle={t('offers.subtitle')} />
        <CouponList />
      </div>
    </RequireSignIn>
  );
}
