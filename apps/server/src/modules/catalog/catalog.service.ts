import type { BasicCampaign, Item, ItemPage, Store, StorePage } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { translated } from '../../lib/i18n.js';
import { toMajor } from '../../lib/money.js';
import type { PageWindow } from '../../lib/pagination.js';
import type { OpeningWindow } from '../../lib/schedule.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { allOf, firstIds, firstIdsOfAny, itemList, pageOf, storeList, type IdPage, type ItemListSpec, type ItemWhere, type StoreListSpec } from './catalog.lists.repository.js';
import { toBasicCampaign, toItem, toStore, type ItemExtras } from './catalog.mapper.js';
import {
  cardRows, runningCampaigns, storeCards, storeTimeZones, type CardRows, type FlashLine, type FoodVariationRow, type ItemRow,
} from './catalog.repository.js';
import type { CatalogView } from './catalog.view.js';
import { unitTranslations } from './catalog.terms.repository.js';

/** A review of this many stars or more is a positive one. */
const POSITIVE_STARS = 4;

/** An item's rows in minor units, as loaded for its card. */
export interface SellableSource {
  row: ItemRow;
  /** The opening hours of the item's store. */
  schedules: OpeningWindow[];
  variations: CardRows['variations'];
  groups: FoodVariationRow[];
  addOns: { id: number; name: string; price: number }[];
  flash: FlashLine | undefined;
}

export interface Sellable {
  card: Item;
  source: SellableSource;
}

/**
 * Turns pages of ids into the spec's Item and Store cards with a fixed number of batch
 * queries, whatever the page size. Every catalogue feature builds its answers through here,
 * so prices, availability and shapes are decided in one place.
 */
export class CatalogService {
  private readonly zones = new TtlCache<string, string[]>(10 * 60_000, 1);
  /** The business's units by lower-case English name, kept until the catalogue changes (the view's epoch). */
  private readonly units = new TtlCache<number, Map<string, string>>(10 * 60_000, 2);

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  /** The time zones of the stores' schedules, for "currently open" filters. */
  timeZones(): Promise<string[]> {
    return this.zones.wrap('all', () => storeTimeZones(this.db));
  }

  async items(ids: readonly number[], view: CatalogView): Promise<Item[]> {
    return (await this.sellables(ids, view)).map((s) => s.card);
  }

  /**
   * Items as cards together with what they were built from, in minor units: the cart and checkout
   * price lines from the very rows the customer is shown.
   */
  async sellables(ids: readonly number[], view: CatalogView): Promise<Sellable[]> {
    if (ids.length === 0) return [];
    const [loaded, units] = await Promise.all([cardRows(this.db, ids, view.now), this.units.wrap(view.epoch, () => unitTranslations(this.db))]);
    const byId = new Map(loaded.map(({ row, schedules, variations, groups, addOns, flash }) => {
      const parent = row.category_parent_id;
      const source: SellableSource = {
        row,
        schedules,
        variations,
        groups,
        addOns: addOns.map((a) => ({ id: a.id, name: translated(a.translations, view.lang, 'name', a.name), price: a.price })),
        flash: flash[0],
      };
      const extras: ItemExtras = {
        schedules,
        variations: source.variations.map((v) => ({ type: v.type, price: toMajor(v.price), stock: v.stock })),
        foodVariations: foodVariations(source.groups),
        addOns: source.addOns.map((a) => ({ ...a, price: toMajor(a.price) })),
        categoryIds: parent ? [{ id: parent, position: 1 }, { id: row.category_id, position: 2 }] : [{ id: row.category_id, position: 1 }],
        flash: source.flash,
        unit: row.unit_type ? units.get(row.unit_type.toLowerCase()) : undefined,
      };
      return [row.id, { card: toItem(row, extras, view.lang, this.publicUrl, view.now), source }] as const;
    }));
    return ids.map((id) => byId.get(id)).filter((x): x is Sellable => x !== undefined);
  }

  async stores(ids: readonly number[], view: CatalogView): Promise<Store[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await storeCards(this.db, ids)).map(({ row, schedules, totalItems, stars }) => {
      const perStar = [0, 0, 0, 0, 0];
      let positive = 0;
      // A half star counts with the star above it (4.5 with the fives); a positive review has 4 stars or more (3.5 is not).
      for (const s of stars) {
        perStar[Math.round(s.rating) - 1]! += Number(s.n);
        if (s.rating >= POSITIVE_STARS) positive += Number(s.n);
      }
      const extras = { schedules, totalItems, stars: perStar, positive, position: view.position };
      return [row.id, toStore(row, extras, view.lang, this.publicUrl, view.now)] as const;
    }));
    return ids.map((id) => byId.get(id)).filter((x): x is Store => x !== undefined);
  }

  async itemPage(view: CatalogView, spec: ItemListSpec, window: PageWindow): Promise<ItemPage> {
    const { total, ids } = await pageOf(itemList(this.db, view, await this.timeZones(), spec), window);
    return { total_size: total, limit: window.limit, offset: window.offset, products: await this.items(ids, view) };
  }

  /** Basic campaigns running today for the view's zones (and module). */
  async campaigns(view: CatalogView): Promise<BasicCampaign[]> {
    const rows = await runningCampaigns(this.db, view, await this.timeZones());
    return rows.map((r) => toBasicCampaign(r, view.lang, this.publicUrl));
  }

  async storePage(view: CatalogView, spec: StoreListSpec, window: PageWindow): Promise<StorePage> {
    const { total, ids } = await pageOf(storeList(this.db, view, await this.timeZones(), spec), window);
    return { total_size: total, limit: window.limit, offset: window.offset, stores: await this.stores(ids, view) };
  }

  /** The first `cap` ids of an item list in order, with the list's size. */
  async itemIds(view: CatalogView, spec: ItemListSpec, cap: number): Promise<IdPage> {
    return allOf(itemList(this.db, view, await this.timeZones(), spec), cap);
  }

  /** The first `n` ids of an item list in order, for rails that show no count. */
  async firstItemIds(view: CatalogView, spec: ItemListSpec, n: number): Promise<number[]> {
    return firstIds(itemList(this.db, view, await this.timeZones(), spec), n);
  }

  /** The first `n` ids, in the list's order, of the items that any of `parts` keeps (see firstIdsOfAny). */
  async firstItemIdsOfAny(view: CatalogView, spec: ItemListSpec, parts: readonly ItemWhere[], n: number): Promise<number[]> {
    return firstIdsOfAny(this.db, view, await this.timeZones(), spec, parts, n);
  }

  async storeIds(view: CatalogView, spec: StoreListSpec, cap: number): Promise<IdPage> {
    return allOf(storeList(this.db, view, await this.timeZones(), spec), cap);
  }
}

function foodVariations(rows: readonly FoodVariationRow[]): Item['food_variations'] {
  const out = new Map<number, Item['food_variations'][number]>();
  for (const r of rows) {
    let group = out.get(r.id);
    if (!group) {
      group = { id: r.id, name: r.name, type: r.type, min: r.min, max: r.max, required: r.required ? 'on' : 'off', values: [] };
      out.set(r.id, group);
    }
    if (r.label !== null) group.values.push({ label: r.label, optionPrice: toMajor(r.option_price ?? 0), stock: r.stock });
  }
  return [...out.values()];
}
