import type { ModuleType } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import {
  BANNERS, CAMPAIGNS, CASHBACKS, COUPONS, FLASH_SALES, ITEM_CAMPAIGNS, MOST_TIPS, PARCEL_CATEGORIES, PARCEL_VIDEO,
  PROMOTIONAL_BANNERS, VISITS, WHY_CHOOSE,
} from './data/promotions.js';
import type { ImageSet, Picture } from './images.js';
import { promotionEmoji, type StoreLooks } from './pictures.js';
import { insertReturningIds, insertRows } from './insert.js';
import type { ZoneInfo } from './places.js';
import type { Rng } from './random.js';
import { isoDaysBefore, slugify } from './text.js';

export interface PromotionContext {
  now: Date;
  zones: readonly ZoneInfo[];
  modules: Record<string, number>;
  images: ImageSet;
  /** The stores' emoji and colours, for the banners that open a store. */
  looks: StoreLooks;
}

type ItemRef = { id: number; name: string; store_id: number; module_id: number; zone_id: number; price: number };

const day = (now: Date, days: number) => isoDaysBefore(now, -days).slice(0, 10);
const at = (now: Date, days: number) => isoDaysBefore(now, -days);

/** Banners, campaigns, flash sales, coupons, cashback, parcel categories, visits: everything the home pages promote. */
export async function insertPromotions(db: Kysely<Database>, rng: Rng, ctx: PromotionContext): Promise<void> {
  const { now, images, modules } = ctx;
  const created = isoDaysBefore(now, 30);
  const stores = await db.selectFrom('stores').select(['id', 'name', 'zone_id']).execute();
  const items: ItemRef[] = await db.selectFrom('items').select(['id', 'name', 'store_id', 'module_id', 'zone_id', 'price']).where('status', '=', 1).orderBy('id').execute();
  const storeId = (name: string) => {
    const s = stores.find((x) => x.name === name);
    if (!s) throw new Error(`promotion refers to unknown store ${name}`);
    return s.id;
  };
  const itemOf = (store: string, part: string) => {
    const own = items.filter((i) => i.store_id === storeId(store));
    const found = own.find((i) => i.name.toLowerCase().includes(part.toLowerCase())) ?? own[0];
    if (!found) throw new Error(`${store} has no items`);
    return found;
  };
  const zoneId = (name: string) => ctx.zones.find((z) => z.name === name)!.id;
  const moduleId = (type: string) => modules[type] as number;
  /** A store's banner wears the store's colours; others their module's, or their own. */
  const promoPicture = (title: string, module: ModuleType, store?: string, palette = `module:${module}`): Picture => {
    const look = store ? ctx.looks.get(store) : undefined;
    return { style: 'scene', emoji: promotionEmoji(title, module, look?.emoji), palette: look?.palette ?? palette, variant: title };
  };

  await insertRows(db, 'banners', BANNERS.map((b) => {
    const item = b.type === 'item_wise' ? itemOf(b.store!, b.item!) : null;
    return {
      title: b.title, translations: '{}', type: b.type,
      image: images.add(`banner/${slugify(b.title)}.svg`, promoPicture(b.title, b.module, b.store), 'banner'),
      short_description: b.short ?? null, module_id: moduleId(b.module), zone_id: zoneId(b.zone),
      store_id: b.store ? storeId(b.store) : null, item_id: item?.id ?? null, featured: 0, status: 1, created_at: created,
    };
  }));

  const parcelImage = (title: string, size: 'banner' | 'square' = 'square') =>
    images.add(`parcel/${slugify(title)}.svg`, size === 'banner' ? promoPicture(title, 'parcel') : { style: 'tile', emoji: promotionEmoji(title, 'parcel'), palette: title }, size);
  await insertRows(db, 'module_banners', [
    ...PROMOTIONAL_BANNERS.map((p, i) => ({
      module_id: moduleId(p.module), kind: 'promotional' as const, title: p.title, sub_title: p.sub_title,
      image: images.add(`banner/promo-${slugify(p.title)}.svg`, promoPicture(p.title, p.module), 'backdrop'), data: '{}', position: i, status: 1, created_at: created,
    })),
    {
      module_id: moduleId('parcel'), kind: 'video' as const, title: PARCEL_VIDEO.title, sub_title: PARCEL_VIDEO.sub_title,
      image: parcelImage(PARCEL_VIDEO.title, 'banner'),
      data: JSON.stringify({
        banner_type: PARCEL_VIDEO.banner_type, banner_video: null,
        banner_contents: PARCEL_VIDEO.steps.map((s) => ({ ...s, image: parcelImage(s.title) })),
      }),
      position: 0, status: 1, created_at: created,
    },
    ...WHY_CHOOSE.map((w, i) => ({
      module_id: moduleId('parcel'), kind: 'why_choose' as const, title: w.title, sub_title: w.sub_title,
      image: parcelImage(w.title), data: '{}', position: i, status: 1, created_at: created,
    })),
  ]);

  const campaignIds = await insertReturningIds(db, 'campaigns', CAMPAIGNS.map((c) => ({
    title: c.title, translations: '{}', description: c.description,
    image: images.add(`campaign/${slugify(c.title)}.svg`, promoPicture(c.title, c.module, undefined, c.title), 'banner'),
    module_id: moduleId(c.module), start_date: day(now, c.days[0]), end_date: day(now, c.days[1]),
    start_time: '00:00', end_time: '23:59', status: 1, created_at: created,
  })));
  await insertRows(db, 'campaign_stores', CAMPAIGNS.flatMap((c, i) => c.stores.map((s) => ({ campaign_id: campaignIds[i] as number, store_id: storeId(s) }))));

  await insertRows(db, 'item_campaigns', ITEM_CAMPAIGNS.map(([store, part, factor, [from, to]]) => {
    const item = itemOf(store, part);
    return {
      item_id: item.id, store_id: item.store_id, module_id: item.module_id, zone_id: item.zone_id, title: `${item.name} deal`,
      price: Math.round((item.price * factor) / 25) * 25, discount: 0, discount_type: 'percent' as const,
      start_date: day(now, from), end_date: day(now, to), start_time: '00:00', end_time: '23:59', status: 1, created_at: created,
    };
  }));

  await insertFlashSales(db, rng.fork('flash'), items, ctx, created);

  await insertRows(db, 'coupons', COUPONS.map((c) => ({
    title: c.title, code: c.code, coupon_type: c.type, module_id: moduleId(c.module), store_id: c.store ? storeId(c.store) : null,
    zone_id: c.zone ? zoneId(c.zone) : null, discount: c.discount_type === 'amount' ? c.discount * 100 : c.discount,
    discount_type: c.discount_type, min_purchase: c.min_purchase * 100, max_discount: c.max_discount * 100, usage_limit: c.limit,
    start_date: day(now, c.days[0]), expire_date: day(now, c.days[1]), status: 1, created_at: created,
  })));
  await insertRows(db, 'cashbacks', CASHBACKS.map((c) => ({
    title: c.title, cashback_type: c.type, cashback_amount: c.type === 'amount' ? c.amount * 100 : c.amount,
    min_purchase: c.min_purchase * 100, max_discount: c.max_discount * 100, start_date: day(now, c.days[0]),
    end_date: day(now, c.days[1]), same_user_limit: 1, status: 1, created_at: created,
  })));
  await insertRows(db, 'parcel_categories', PARCEL_CATEGORIES.map(([en, ar, fr, description, perKm, min], i) => ({
    module_id: moduleId('parcel'), name: en, translations: JSON.stringify({ ar: { name: ar }, fr: { name: fr } }), description,
    image: parcelImage(en), parcel_per_km_shipping_charge: perKm * 100, parcel_minimum_shipping_charge: min * 100,
    position: i, status: 1, created_at: created,
  })));

  const customer = await db.selectFrom('users').select('id').where('email', '=', 'customer@souqly.test').executeTakeFirst();
  if (customer) {
    await insertRows(db, 'visits', VISITS.map(([store, hours]) => ({ user_id: customer.id, store_id: storeId(store), visited_at: isoDaysBefore(now, hours / 24) })));
  }
  await insertRows(db, 'settings', [{ key: 'most_tips', value: JSON.stringify(MOST_TIPS * 100) }]);
}

async function insertFlashSales(db: Kysely<Database>, rng: Rng, items: readonly ItemRef[], ctx: PromotionContext, created: string) {
  const ids = await insertReturningIds(db, 'flash_sales', FLASH_SALES.map(([title, module, from, to]) => ({
    title, module_id: ctx.modules[module] as number, start_date: at(ctx.now, from), end_date: at(ctx.now, to), status: 1, created_at: created,
  })));
  const used = new Set<number>();
  await insertRows(db, 'flash_sale_items', FLASH_SALES.flatMap(([, module], i) => {
    const pool = items.filter((it) => it.module_id === ctx.modules[module] && !used.has(it.id));
    return rng.sample(pool, 8).map((item, n) => {
      used.add(item.id);
      const percent = rng.pick([20, 25, 30, 40]);
      const stock = rng.int(10, 60);
      // One sold-out line per sale, for the "Out of Stock" state.
      const sold = n === 0 ? stock : rng.int(0, stock - 1);
      return {
        flash_sale_id: ids[i] as number, item_id: item.id, stock, sold, discount: percent, discount_type: 'percent' as const,
        price: Math.max(25, Math.round((item.price * (100 - percent)) / 100 / 25) * 25), status: 1,
      };
    });
  }));
}
