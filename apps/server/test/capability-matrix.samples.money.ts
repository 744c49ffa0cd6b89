import type { MatrixWorld, SampleOf } from './capability-matrix.samples.js';
import { staffSession } from './staff.js';

/** A new courier who took 10.00 in cash at a door (an order of store A), for a call that settles some of it. */
async function courierWithCash(w: MatrixWorld): Promise<number> {
  const courier = await staffSession(w.t, [{ role: 'courier', storeId: null }]);
  const at = '2026-11-01T00:00:00.000Z';
  await w.t.db.insertInto('couriers').values({ operator_id: courier.id, vehicle: 'bike', online: 0, shift_changed_at: null, created_at: at, updated_at: at }).execute();
  const orderId = await w.placeOrder();
  await w.t.db.updateTable('orders').set({ delivery_man_id: courier.id, cash_collected: 1000 }).where('id', '=', orderId).execute();
  return courier.id;
}

/** Samples of the reports and the money. */
export const MONEY_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/reports/sales': async () => ({ query: 'from=2026-11-01&to=2026-11-21&by=week&group=store' }),
  'GET /api/v1/console/reports/sales/export': async () => ({ query: 'from=2026-11-01&to=2026-11-21&group=module' }),
  'GET /api/v1/console/reports/delivery-times': async () => ({ query: 'from=2026-11-01&to=2026-11-21' }),
  'GET /api/v1/console/reports/delivery-times/export': async () => ({ query: 'from=2026-11-01&to=2026-11-21' }),
  'GET /api/v1/console/reports/cancellations': async () => ({ query: 'from=2026-11-01&to=2026-11-21' }),
  'GET /api/v1/console/reports/cancellations/export': async () => ({ query: 'from=2026-11-01&to=2026-11-21' }),
  'GET /api/v1/console/reports/top-items': async () => ({ query: 'from=2026-11-01&to=2026-11-21&limit=5' }),
  'GET /api/v1/console/reports/top-items/export': async () => ({ query: 'from=2026-11-01&to=2026-11-21' }),
  'GET /api/v1/console/reports/customers': async () => ({ query: 'from=2026-11-01&to=2026-11-21&by=week' }),
  'GET /api/v1/console/reports/customers/export': async () => ({ query: 'from=2026-11-01&to=2026-11-21' }),
  'POST /api/v1/console/reports/recount': async () => ({ body: { from: '2026-11-20', to: '2026-11-21' } }),
  'GET /api/v1/console/money/transactions': async () => ({ query: 'limit=5' }),
  'GET /api/v1/console/money/stores': async () => ({ query: 'from=2026-11-01&to=2026-11-21&limit=5' }),
  'GET /api/v1/console/money/couriers': async () => ({ query: 'limit=5' }),
  'GET /api/v1/console/money/couriers/{operatorId}/settlements': async (w) => ({ params: { operatorId: await courierWithCash(w) }, query: 'limit=5' }),
  'POST /api/v1/console/money/couriers/{operatorId}/settlements': async (w) => ({ params: { operatorId: await courierWithCash(w) }, body: { amount: 2.5, note: 'Matrix' } }),
};
