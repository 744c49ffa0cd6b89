import type { MatrixWorld, SampleOf } from './capability-matrix.samples.js';

let copies = 0;

/** A new customer (blocked when told), for a call that changes one. */
async function freshCustomer(w: MatrixWorld, status: 0 | 1 = 1): Promise<number> {
  copies += 1;
  const now = new Date().toISOString();
  const { id } = await w.t.db.insertInto('users').values({
    f_name: 'Matrix', l_name: `Customer ${copies}`, email: `matrix-customer${copies}@example.com`, phone: `+97158${String(copies).padStart(7, '0')}`,
    password_hash: null, image: null, status, login_medium: 'manual', social_id: null, is_phone_verified: 1, is_email_verified: 0,
    ref_code: `MATRIX${copies}`, ref_by: null, interest: '[]', wallet_balance: 0, loyalty_point: 0, cm_firebase_token: null, created_at: now, updated_at: now, deleted_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A new staff account holding `role` (a courier waiting for approval when a courier), active unless told. */
async function freshStaff(w: MatrixWorld, role: 'support' | 'courier', status: 0 | 1 = 1): Promise<number> {
  copies += 1;
  const now = new Date().toISOString();
  const { id } = await w.t.db.insertInto('operators').values({
    role, store_id: null, zone_id: null, f_name: 'Matrix', l_name: `Staff ${copies}`, email: `matrix-staff${copies}@example.com`, phone: '', password_hash: '',
    image: null, lat: null, lng: null, location_updated_at: null, status, created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  await w.t.db.insertInto('operator_roles').values({ operator_id: id, role, store_id: null, created_at: now }).execute();
  if (role === 'courier') {
    await w.t.db.insertInto('couriers').values({ operator_id: id, vehicle: 'motorbike', online: 0, approval: 'pending', shift_changed_at: null, created_at: now, updated_at: now }).execute();
  }
  return id;
}

/** A customer with an order and a wallet row, read and never changed. */
const seededCustomer = async (w: MatrixWorld) =>
  (await w.t.db.selectFrom('orders').select('user_id').where('user_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).user_id!;

/** Samples of the console's people: customers, staff and couriers. Each change acts on a row of its own. */
export const PEOPLE_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/customers': async () => ({ query: 'search=a&blocked=false' }),
  'GET /api/v1/console/customers/export': async () => ({ query: 'search=matrix' }),
  'GET /api/v1/console/customers/{customerId}': async (w) => ({ params: { customerId: await seededCustomer(w) } }),
  'GET /api/v1/console/customers/{customerId}/orders': async (w) => ({ params: { customerId: await seededCustomer(w) } }),
  'GET /api/v1/console/customers/{customerId}/wallet': async (w) => ({ params: { customerId: await seededCustomer(w) } }),
  'POST /api/v1/console/customers/{customerId}/wallet-adjustments': async (w) => ({ params: { customerId: await freshCustomer(w) }, body: { amount: 12.5, reason: 'Matrix goodwill' } }),
  'PUT /api/v1/console/customers/{customerId}/block': async (w) => ({ params: { customerId: await freshCustomer(w) }, body: { reason: 'Matrix block' } }),
  'PUT /api/v1/console/customers/{customerId}/unblock': async (w) => ({ params: { customerId: await freshCustomer(w, 0) }, body: { reason: 'Matrix unblock' } }),
  'GET /api/v1/console/staff': async () => ({ query: 'role=admin' }),
  'POST /api/v1/console/staff': async () => ({ body: { email: `matrix-invite${++copies}@example.com`, f_name: 'Matrix', roles: [{ role: 'support' }] } }),
  'PUT /api/v1/console/staff/{operatorId}/roles': async (w) => ({ params: { operatorId: await freshStaff(w, 'support') }, body: { roles: [{ role: 'finance' }] } }),
  'PUT /api/v1/console/staff/{operatorId}/deactivate': async (w) => ({ params: { operatorId: await freshStaff(w, 'support') } }),
  'PUT /api/v1/console/staff/{operatorId}/activate': async (w) => ({ params: { operatorId: await freshStaff(w, 'support', 0) } }),
  'GET /api/v1/console/couriers': async () => ({ query: 'status=active' }),
  'PUT /api/v1/console/couriers/{operatorId}/approve': async (w) => ({ params: { operatorId: await freshStaff(w, 'courier') } }),
  'PUT /api/v1/console/couriers/{operatorId}/refuse': async (w) => ({ params: { operatorId: await freshStaff(w, 'courier') } }),
  'PUT /api/v1/console/couriers/{operatorId}/zones': async (w) => {
    const zone = await w.t.db.selectFrom('zones').select('id').orderBy('id').executeTakeFirstOrThrow();
    return { params: { operatorId: await freshStaff(w, 'courier') }, body: { zone_ids: [zone.id] } };
  },
  'PUT /api/v1/console/couriers/{operatorId}/deactivate': async (w) => ({ params: { operatorId: await freshStaff(w, 'courier') } }),
  'PUT /api/v1/console/couriers/{operatorId}/activate': async (w) => ({ params: { operatorId: await freshStaff(w, 'courier', 0) } }),
};
