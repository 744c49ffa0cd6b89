import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

type Trx = Kysely<Database>;

/** A courier's profile with its last position (kept on its account); vehicle and shift default for a courier without one yet. */
export async function courierProfile(db: Trx, operatorId: number) {
  const row = await db.selectFrom('operators as o').leftJoin('couriers as c', 'c.operator_id', 'o.id')
    .select(['o.id', 'o.lat', 'o.lng', 'c.vehicle', 'c.online', 'c.shift_changed_at', 'c.approval'])
    .where('o.id', '=', operatorId).executeTakeFirstOrThrow();
  // A courier without a profile yet was made before approvals: approved.
  return { ...row, vehicle: row.vehicle ?? 'motorbike', online: row.online === 1, approved: (row.approval ?? 'approved') === 'approved' };
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

/** A new courier's profile, waiting for approval (or as told). */
export async function insertCourier(trx: Trx, operatorId: number, approval: 'pending' | 'approved', now: string): Promise<void> {
  await trx.insertInto('couriers').values({ operator_id: operatorId, vehicle: 'motorbike', online: 0, approval, shift_changed_at: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('operator_id').doNothing()).execute();
}

/** Approves or refuses a courier whose approval is one of `from`; a refused one goes offline. False when it was not so. */
export async function setApproval(trx: Trx, operatorId: number, approval: 'approved' | 'refused', from: readonly ('pending' | 'approved' | 'refused')[], now: string): Promise<boolean> {
  const r = await trx.updateTable('couriers').set({ approval, online: 0, updated_at: now })
    .where('operator_id', '=', operatorId).where('approval', 'in', [...from]).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A deactivated courier goes offline. */
export async function setOffline(trx: Trx, operatorId: number, now: string): Promise<void> {
  await trx.updateTable('couriers').set({ online: 0, updated_at: now }).where('operator_id', '=', operatorId).where('online', '=', 1).execute();
}

/** Replaces the zones the courier works in. */
export async function replaceCourierZones(trx: Trx, operatorId: number, zoneIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('courier_zones').where('operator_id', '=', operatorId).execute();
  if (zoneIds.length) await trx.insertInto('courier_zones').values(zoneIds.map((zone_id) => ({ operator_id: operatorId, zone_id }))).execute();
}
