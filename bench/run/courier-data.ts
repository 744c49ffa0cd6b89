import { createHash, randomBytes } from 'node:crypto';
import { createDb, migrateToLatest } from '../../apps/server/src/db/connection.js';
import { seedDemo } from '../../apps/server/src/db/seed/demo.js';

/**
 * The courier positions row's data: the demo data set, and beside it COURIERS couriers of the busiest
 * zone, online, each with a session; every fifth carries an order on its way, so that its positions are
 * relayed to a customer and a store as they would be.
 */
export const COURIERS = Number(process.env.BENCH_COURIERS ?? 500);
const EMAIL = (n: number) => `bench-courier-${n}@bench.test`;

export interface CourierData {
  tokens: string[];
  /** Where the couriers ride: around the zone's busiest store. */
  centre: { lat: number; lng: number };
}

export async function courierData(dataDir: string, databaseUrl: string | undefined, pgSchema: string | undefined, log: (line: string) => void): Promise<CourierData> {
  const db = createDb({ dataDir, databaseUrl, ...(pgSchema ? { pgSchema } : {}) });
  try {
    await migrateToLatest(db);
    if ((await seedDemo(db, { dataDir })).seeded) log('seeded the demo data');
    const store = await db.selectFrom('stores').select(['id', 'zone_id', 'latitude', 'longitude']).orderBy('rating_count', 'desc').orderBy('id').executeTakeFirstOrThrow();
    const model = await db.selectFrom('orders').selectAll().where('order_type', '=', 'delivery').where('store_id', '=', store.id).orderBy('id').executeTakeFirst()
      ?? await db.selectFrom('orders').selectAll().where('order_type', '=', 'delivery').orderBy('id').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const known = new Map((await db.selectFrom('operators').select(['id', 'email']).where('email', 'like', 'bench-courier-%').execute()).map((o) => [o.email, o.id]));
    const tokens: string[] = [];
    await db.transaction().execute(async (trx) => {
      for (let n = 1; n <= COURIERS; n++) {
        let id = known.get(EMAIL(n));
        if (id === undefined) {
          id = (await trx.insertInto('operators').values({
            role: 'courier', store_id: null, zone_id: store.zone_id, f_name: 'Bench', l_name: `Courier ${n}`, email: EMAIL(n), phone: '+971500000098',
            password_hash: 'x', image: null, lat: store.latitude, lng: store.longitude, location_updated_at: null, totp_secret: null, totp_enabled_at: null,
            created_at: at, updated_at: at,
          }).returning('id').executeTakeFirstOrThrow()).id;
          await trx.insertInto('operator_roles').values({ operator_id: id, role: 'courier', store_id: null, created_at: at }).execute();
          await trx.insertInto('couriers').values({ operator_id: id, vehicle: 'motorbike', online: 1, shift_changed_at: at, created_at: at, updated_at: at }).execute();
          await trx.insertInto('courier_zones').values({ operator_id: id, zone_id: store.zone_id }).execute();
          if (n % 5 === 0) {
            const { id: _id, idempotency_key: _key, idempotency_hash: _hash, ...order } = model;
            await trx.insertInto('orders').values({
              ...order, order_status: 'picked_up', delivery_man_id: id, showcase: 0, created_at: at, updated_at: at,
            }).execute();
          }
        }
        // Used when made, as signing in leaves a session: its reports touch it every five minutes, not on the first one.
        const raw = randomBytes(32).toString('base64url');
        await trx.insertInto('operator_tokens').values({
          operator_id: id, token_hash: createHash('sha256').update(raw).digest('hex'), created_at: at, expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          revoked_at: null, user_agent: 'bench', ip: null, last_used_at: at, limited: 0,
        }).execute();
        tokens.push(`op_${raw}`);
      }
    });
    return { tokens, centre: { lat: store.latitude, lng: store.longitude } };
  } finally {
    await db.destroy();
  }
}
