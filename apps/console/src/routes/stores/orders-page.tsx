import { OrdersBoard } from '../../features/orders/components/orders-board';
import { useStoreId } from '../../lib/access';
import { useLiveState } from './store-layout';

/** /stores/:storeId/orders: the store's orders board. */
export function OrdersPage() {
  const storeId = useStoreId()!;
  return <OrdersBoard key={storeId} storeId={storeId} live={useLiveState()} />;
}
