import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate, useOutletContext } from 'react-router';
import { alertNewOrder } from '../../features/orders/hooks/new-order-alert';
import { useStoreStream, type StreamState } from '../../features/orders/hooks/use-store-stream';
import { useStoreId } from '../../lib/access';

interface StoreContext {
  live: StreamState;
}

/**
 * Every page of a store's panel: the store's live channel stays open while the person moves between
 * them, so a new order chimes whichever page is open.
 */
export function StoreLayout() {
  const storeId = useStoreId();
  if (storeId === null) return <Navigate to="/" replace />;
  return <LiveStore key={storeId} storeId={storeId} />;
}

function LiveStore({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const live = useStoreStream(storeId, (push) => {
    alertNewOrder(t('orders.new_order', { id: push.order_id }), t('orders.new_order_body'), () => void navigate(`/stores/${storeId}/orders/${push.order_id}`));
  });
  return <Outlet context={{ live } satisfies StoreContext} />;
}

/** The state of the store's live channel, for the pages that show it. */
export const useLiveState = (): StreamState => useOutletContext<StoreContext | undefined>()?.live ?? 'connecting';
