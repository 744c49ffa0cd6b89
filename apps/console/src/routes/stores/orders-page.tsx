import { Navigate } from 'react-router';
import { OrdersBoard } from '../../features/orders/components/orders-board';
import { useStoreId } from '../../lib/access';

/** /stores/:storeId/orders: the store's orders board. */
export function OrdersPage() {
  const storeId = useStoreId();
  if (storeId === null) return <Navigate to="/" replace />;
  return <OrdersBoard key={storeId} storeId={storeId} />;
}
