import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RequireSignIn } from '@/components/require-sign-in';
import { MyOrders } from '@/features/orders/components/my-orders';

/** /my-orders: the signed-in customer's running orders and order history. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
        <PageHeader title={t('pages.my_orders')} />
        <MyOrders />
      </div>
    </RequireSignIn>
  );
}
