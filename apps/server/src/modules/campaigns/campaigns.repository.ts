import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { PageWindow } from '../../lib/pagination.js';
import { campaignRunsAt } from '../catalog/catalog.scopes.repository.js';
import type { CatalogView } from '../catalog/catalog.view.js';

/** Listed stores of a campaign in the view's zones, best rated first. */
export async function campaignStoreIds(db: Db, campaignId: number, zoneIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('campaign_stores as cs')
    .innerJoin('stores as s', 's.id', 'cs.store_id')
    .select('s.id')
    .where('cs.campaign_id', '=', campaignId)
    .where('s.status', '=', 1).where('s.module_live', '=', 1)
    .where('s.zone_id', 'in', zoneIds)
    .orderBy('s.avg_rating', 'desc')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Item campaigns running today (on their store's calendar) whose item and store are listed. */
export function runningItemCampaigns(db: Db, view: CatalogView, timeZones: readonly string[]) {
  let q = db
    .selectFrom('item_campaigns as ic')
    .innerJoin('items as i', 'i.id', 'ic.item_id')
    .innerJoin('stores as s', 's.id', 'ic.store_id')
    .select(['ic.id', 'ic.item_id', 'ic.price', 'ic.discount', 'ic.discount_type', 'ic.start_date', 'ic.end_date', 'ic.start_time', 'ic.end_time', 's.time_zone'])
    .where('ic.status', '=', 1)
    .where('i.status', '=', 1)
    .where('s.status', '=', 1).where('s.module_live', '=', 1)
    .where('ic.zone_id', 'in', view.zoneIds)
    .where(campaignRunsAt(view.now, timeZones, 'ic'));
  if (view.moduleId !== null) q = q.where('ic.module_id', '=', view.moduleId);
  return q.orderBy('ic.end_date').orderBy('ic.id').execute();
}
export type ItemCampaignRow = Awaited<ReturnType<typeof runningItemCampaigns>>[number];

/** Flash sales running now with at least one line the view can see, ending soonest first. */
export async function runningFlashSales(db: Db, view: CatalogView, window: PageWindow) {
  const t = view.now.toISOString();
  let q = db
    .selectFrom('flash_sales as fs')
    .where('fs.status', '=', 1)
    .where('fs.start_date', '<=', t)
    .where('fs.end_date', '>=', t)
    .where((eb) => eb.exists(visibleLines(db, view).where(sql<SqlBool>`f.flash_sale_id = fs.id`).select('f.id')));
  if (view.moduleId !== null) q = q.where('fs.module_id', '=', view.moduleId);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    q.selectAll('fs').orderBy('fs.end_date').orderBy('fs.id').limit(window.limit).offset(window.skip).execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}

export function findRunningFlashSale(db: Db, id: number, now: Date) {
  const t = now.toISOString();
  return db.selectFrom('flash_sales').selectAll().where('id', '=', id).where('status', '=', 1)
    .where('start_date', '<=', t).where('end_date', '>=', t).executeTakeFirst();
}

function visibleLines(db: Db, view: Pick<CatalogView, 'zoneIds'>) {
  return db
    .selectFrom('flash_sale_items as f')
    .innerJoin('items as i', 'i.id', 'f.item_id')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .where('f.status', '=', 1)
    .where('i.status', '=', 1)
    .where('s.status', '=', 1).where('s.module_live', '=', 1)
    .where('i.zone_id', 'in', view.zoneIds);
}

/** The visible lines of some sales, in each sale's order. */
export function flashLinesOf(db: Db, saleIds: readonly number[], view: CatalogView) {
  if (saleIds.length === 0) return Promise.resolve([]);
  return visibleLines(db, view).selectAll('f').where('f.flash_sale_id', 'in', [...saleIds]).orderBy('f.flash_sale_id').orderBy('f.id').execute();
}

export async function flashLinesPage(db: Db, saleId: number, view: CatalogView, window: PageWindow) {
  const q = visibleLines(db, view).where('f.flash_sale_id', '=', saleId);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    q.selectAll('f').orderBy('f.id').limit(window.limit).offset(window.skip).execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}
export type FlashLineRow = Awaited<ReturnType<typeof flashLinesOf>>[number];
