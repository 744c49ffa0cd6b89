import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { changedRows, prepared } from '../../db/prepared.js';
import type { CatalogView } from '../catalog/catalog.view.js';

/** Coupons valid on `today` for the view: every zone or one of its zones, and a listed store of its zones for store-wise ones. */
export function validCoupons(db: Db, view: CatalogView, today: string) {
  let q = db
    .selectFrom('coupons as c')
    .leftJoin('stores as s', 's.id', 'c.store_id')
    .selectAll('c')
    .select('s.name as store_name')
    .where('c.status', '=', 1)
    .where('c.start_date', '<=', today)
    .where('c.expire_date', '>=', today)
    .where((eb) => eb.or([eb('c.zone_id', 'is', null), eb('c.zone_id', 'in', view.zoneIds)]))
    .where((eb) => eb.or([eb('c.store_id', 'is', null), eb.and([eb('s.status', '=', 1), eb('s.module_live', '=', 1), eb('s.zone_id', 'in', view.zoneIds)])]));
  if (view.moduleId !== null) q = q.where('c.module_id', '=', view.moduleId);
  return q.orderBy('c.expire_date').orderBy('c.id').execute();
}
export type CouponRow = Awaited<ReturnType<typeof validCoupons>>[number];

export function validCashbacks(db: Db, today: string) {
  return db.selectFrom('cashbacks').selectAll().where('status', '=', 1).where('start_date', '<=', today).where('end_date', '>=', today)
    .orderBy('end_date').orderBy('id').execute();
}

export function setting(db: Db, key: string) {
  return db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
}

/** How many of the owner's orders (placed, not failed or cancelled) earn each of these cashback offers. */
export async function cashbackUses(db: Db, owner: string, cashbackIds: readonly number[]): Promise<Map<number, number>> {
  if (cashbackIds.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['cashback_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('owner', '=', owner).where('cashback_id', 'in', [...cashbackIds]).where('order_status', 'not in', ['failed', 'canceled'])
    .groupBy('cashback_id').execute();
  return new Map(rows.map((r) => [r.cashback_id as number, Number(r.n)]));
}

const couponUsed = prepared((trx, couponId: number) => trx.updateTable('coupons').set((eb) => ({ total_uses: eb('total_uses', '+', 1) }))
  .where('id', '=', couponId)
  .where((eb) => eb.or([eb('total_limit', 'is', null), eb('total_uses', '<', eb.ref('total_limit'))])));

/** One more use of the coupon in total, unless its total limit is reached. */
export async function redeemCouponTotal(trx: Db, couponId: number): Promise<boolean> {
  return changedRows(await couponUsed(trx, couponId)) === 1;
}

const ownerUse = prepared((trx, couponId: number, owner: string, limit: number | null) => trx
  .insertInto('coupon_redemptions')
  .values({ coupon_id: couponId, owner, uses: 1 })
  .onConflict((oc) => {
    const update = oc.columns(['coupon_id', 'owner']).doUpdateSet({ uses: sql<number>`coupon_redemptions.uses + 1` });
    return limit === null ? update : update.where('coupon_redemptions.uses', '<', limit);
  })
  .returning('uses'));

/** One more use by this owner, unless they have used it `limit` times. */
export async function redeemCouponForOwner(trx: Db, couponId: number, owner: string, limit: number | null): Promise<boolean> {
  const [row] = (await ownerUse(trx, couponId, owner, limit)).rows;
  return row !== undefined && (limit === null || row.uses <= limit);
}

/** Gives back a coupon use, in total and the owner's. */
export async function releaseCoupon(trx: Db, code: string, owner: string): Promise<void> {
  const coupon = await trx.selectFrom('coupons').select('id').where(sql`upper(code)`, '=', code.toUpperCase()).executeTakeFirst();
  if (!coupon) return;
  // The owner's use first, as placing takes it (see inventory.stock).
  await trx.updateTable('coupon_redemptions').set((eb) => ({ uses: eb('uses', '-', 1) })).where('coupon_id', '=', coupon.id).where('owner', '=', owner).where('uses', '>', 0).execute();
  await trx.updateTable('coupons').set((eb) => ({ total_uses: eb('total_uses', '-', 1) })).where('id', '=', coupon.id).where('total_uses', '>', 0).execute();
}
