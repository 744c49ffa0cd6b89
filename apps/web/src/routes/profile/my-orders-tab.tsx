import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMapTiles } from '@/features/config/api/get-config';
import { MyOrders } from '@/features/orders/components/my-orders';
import { OrderDetails } from '@/features/orders/components/order-details';
import { OrderNotFound } from '@/features/orders/components/order-not-found';
import { OrderRatePrompt } from '@/features/reviews/components/order-rate-prompt';
import { OrderTrackingDrawer } from '@/features/orders/components/order-tracking-drawer';
import { useToken } from '@/lib/session';
import { parseOrderId } from '@/routes/orders/order-id';

/** /profile?page=my-orders: the list, or with &orderId=N that order, whose Track order opens the tracking drawer. */
export function MyOrdersTab() {
  const [params] = useSearchParams();
  const rawOrderId = params.get('orderId');
  const orderId = parseOrderId(rawOrderId);
  const [trackedId, setTrackedId] = useState<number | null>(null);
  const mapTiles = useMapTiles();
  // The profile asks for sign-in, but the token can end while the page is open.
  const signedIn = Boolean(useToken());
  return (
    <>
      {rawOrderId === null ? <MyOrders /> : orderId === null ? <OrderNotFound /> : <OrderDetails key={orderId} orderId={orderId} onTrack={setTrackedId} />}
      <OrderTrackingDrawer
        orderId={trackedId}
        mapTiles={mapTiles}
        onClose={() => setTrackedId(null)}
        ratePrompt={trackedId !== null && signedIn && <OrderRatePrompt orderId={trackedId} />}
      />
    </>
  );
}
