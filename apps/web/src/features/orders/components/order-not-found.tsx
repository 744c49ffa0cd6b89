import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { NotFoundPlaceholder } from '@/components/not-found-placeholder';
import { MY_ORDERS_PATH } from '../order-paths';

/** 'Order not found': no such order, or someone else's; back to the list. */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPlaceholder
      compact
      title={t('orders.not_found')}
      description={t('orders.not_found_description')}
      action={
        <Link to={MY_ORDERS_PATH} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('orders.back_to_orders')}
        </Link>
      }
    />
  );
}
