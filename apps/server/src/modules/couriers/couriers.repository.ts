import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

type Trx = Kysely<Database>;

/** A courier's profile with its last position (kept on its account); vehicle and shift default for a courier without one yet. */
export async function courierProfile(db: Trx, operatorId: number) {
  const row = await db.selectFrom('operators as o').leftJoin('couriers as c', 'c.operator_id', 'o.id')
    .select(['o.id', 'o.lat', 'o.lng', 'c.vehicle', 'c.online', 'c.shift_changed_at'])
    .where('o.id', '=', operatorId).executeTakeFirstOrThrow();
  return { ...row, vehicle: row.vehicle ?? 'motorbike', online: row.online === 1 };
}
export type CourierProfile = Awaited<ReturnType<typeof courierProfile>>;

/** The zones the courier works in, by id. */
export function courierZones(db: Trx, operatorId: number) {
  return db.selectFrom('courier_zones as cz').innerJoin('zones as z', 'z.id', 'cz.zone_id')
    .select(['z.id', 'z.name', 'z.translations']).where('cz.operator_id', '=', operatorId).orderBy('z.id').execute();
}

/** Goes online or offline (the profile is made the first time); false when the courier already was. */
export async function setShift(trx: Trx, operatorId: number, online: boolean, now: string): Promise<boolean> {
  const flag = online ? 1 : 0;
  const r = await trx.insertInto('couriers')
    .values({ operator_id: operatorId, vehicle: 'motorbike', online: flag, shift_changed_at: now, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('operator_id').doUpdateSet({ online: flag, shift_changed_at: now, updated_at: now }).where('couriers.online', '!=', flag))
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}
