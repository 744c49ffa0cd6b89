// What the soak shops in, chosen and set up in its own fresh database before the servers start: one grocery
// store open round the clock with a few stocked items without variations (one of them scarce, so that
// orders race for its last units), new accounts that need no texted code, and a coupon with a total limit.
import type { Sql } from './database.js';

export const COUPON = 'FRESH10';

export interface Shop {
  storeId: number;
  moduleId: number;
  zoneId: number;
  /** Item ids; the first is the scarce one. */
  items: number[];
  address: { address: string; latitude: number; longitude: number };
  /** Orders above this id are the soak's. */
  firstOrderId: number;
  initialStock: Map<number, number>;
  /** Each coupon's total uses, and each (coupon, owner)'s uses, before the load. */
  couponUses: Map<string, number>;
}

const ITEMS = 16;

/** Items the checkout takes stock from by one statement: no variations, no flash sale, no prescription. */
const PLAIN_ITEMS = `from items i join stores s on s.id = i.store_id join modules m on m.id = i.module_id
  where m.module_type = 'grocery' and i.status = 1 and s.status = 1 and i.price >= 1500 and i.is_prescription_required = 0
  and not exists (select 1 from item_variations v where v.item_id = i.id)
  and not exists (select 1 from flash_sale_items f where f.item_id = i.id)`;

export async function prepareShop(sql: Sql, clients: number): Promise<Shop> {
  await sql.run(`update settings set value = 'false' where key = 'customer_verification'`);
  const [best] = await sql.all<{ store_id: number }>(`select i.store_id ${PLAIN_ITEMS} group by i.store_id having count(*) >= ? order by count(*) desc, i.store_id limit 1`, [ITEMS]);
  if (!best) throw new Error(`no grocery store of the demo seed has ${ITEMS} items without variations`);
  const storeId = best.store_id;
  const items = (await sql.all<{ id: number }>(`select i.id ${PLAIN_ITEMS} and i.store_id = ? order by i.id limit ?`, [storeId, ITEMS])).map((r) => r.id);
  const [store] = await sql.all<{ module_id: number; zone_id: number; latitude: number; longitude: number }>(
    'select module_id, zone_id, latitude, longitude from stores where id = ?', [storeId]);

  await sql.run('update stores set minimum_order = 0, active = 1, delivery = 1 where id = ?', [storeId]);
  await sql.run('delete from store_schedules where store_id = ?', [storeId]);
  for (let day = 0; day < 7; day++) await sql.run(`insert into store_schedules (store_id, day, opening_time, closing_time) values (?, ?, '00:00', '00:00')`, [storeId, day]);
  for (const [i, id] of items.entries()) {
    await sql.run(`update items set stock = ?, maximum_cart_quantity = null, available_time_starts = '00:00', available_time_ends = '23:59' where id = ?`,
      [i === 0 ? clients * 4 : 1_000_000, id]);
  }
  // A total limit that the load reaches, besides the seeded limit per customer.
  await sql.run('update coupons set total_limit = ? where code = ?', [clients, COUPON]);

  const [orders] = await sql.all<{ id: number | string }>('select coalesce(max(id), 0) as id from orders');
  const stock = await sql.all<{ id: number; stock: number }>(`select id, stock from items where id in (${items.map(() => '?').join(', ')})`, items);
  const uses = await sql.all<{ code: string; owner: string | null; uses: number }>(
    `select c.code, null as owner, c.total_uses as uses from coupons c
     union all select c.code, r.owner, r.uses from coupon_redemptions r join coupons c on c.id = r.coupon_id`);
  return {
    storeId, moduleId: store!.module_id, zoneId: store!.zone_id, items,
    address: { address: 'Soak Street 1', latitude: store!.latitude + 0.002, longitude: store!.longitude },
    firstOrderId: Number(orders!.id),
    initialStock: new Map(stock.map((r) => [r.id, Number(r.stock)])),
    couponUses: new Map(uses.map((u) => [`${u.code} ${u.owner ?? ''}`, Number(u.uses)])),
  };
}
