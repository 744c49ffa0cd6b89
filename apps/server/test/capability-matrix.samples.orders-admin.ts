import type { MatrixWorld, SampleOf } from './capability-matrix.samples.js';
import { staffSession } from './staff.js';

/** A new pending refund request of a delivered, paid order of store A. */
async function freshRefund(w: MatrixWorld): Promise<number> {
  const orderId = await w.placeOrder();
  const now = w.t.app.services.clock.now().toISOString();
  await w.t.db.updateTable('orders').set({ order_status: 'refund_requested', payment_status: 'paid' }).where('id', '=', orderId).execute();
  const row = await w.t.db.insertInto('refund_requests').values({
    order_id: orderId, reason: 'Matrix', note: null, images: '[]', status: 'pending', decision_note: null, created_at: now, decided_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A courier on shift in store A's zone: the one an order is given to. */
async function courierInZone(w: MatrixWorld): Promise<number> {
  const courier = await staffSession(w.t, [{ role: 'courier', storeId: null }]);
  const now = w.t.app.services.clock.now().toISOString();
  const { zone_id: zoneId } = await w.t.db.selectFrom('stores').select('zone_id').where('id', '=', w.storeId).executeTakeFirstOrThrow();
  await w.t.db.insertInto('courier_zones').values({ operator_id: courier.id, zone_id: zoneId }).execute();
  await w.t.db.insertInto('couriers').values({ operator_id: courier.id, vehicle: 'bike', online: 1, shift_changed_at: now, created_at: now, updated_at: now }).execute();
  return courier.id;
}

/** Samples of the business's orders (orders.view, orders.move without a store), refunds (refunds.decide) and the dispatch map with its push ticket. */
export const ORDERS_ADMIN_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/orders': async () => ({ query: 'status=pending,confirmed&limit=5' }),
  'GET /api/v1/console/orders/store-choices': async () => ({ query: 'search=store&limit=5' }),
  'GET /api/v1/console/orders/{orderId}': async (w) => ({ params: { orderId: w.orderId } }),
  'PUT /api/v1/console/orders/{orderId}/status': async (w) => ({ params: { orderId: await w.placeOrder() }, body: { status: 'confirmed' } }),
  'PUT /api/v1/console/orders/{orderId}/courier': async (w) => ({ params: { orderId: await w.waitingDelivery() }, body: { courier_id: await courierInZone(w) } }),
  'GET /api/v1/console/refunds': async () => ({ query: 'status=pending&limit=5' }),
  'PUT /api/v1/console/refunds/{refundId}/approve': async (w) => ({ params: { refundId: await freshRefund(w) }, body: { destination: 'wallet' } }),
  'PUT /api/v1/console/refunds/{refundId}/refuse': async (w) => ({ params: { refundId: await freshRefund(w) }, body: { reason: 'Matrix' } }),
  'GET /api/v1/console/dispatch': async () => ({ query: 'zone_id=1' }),
  'POST /api/v1/console/push/ticket': async () => ({}),
};
