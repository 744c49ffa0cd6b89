import type { Transaction } from 'kysely';
import type { ConsoleItem, ConsoleItemCreate, ConsoleItemUpdate } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { invalid } from '../../lib/errors.js';
import { removeImage, withStoredImages } from '../../lib/images.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { lockItems, setItemStock } from '../inventory/inventory.repository.js';
import { insertItem, replaceAddOns, replaceFoodGroups, replaceVariations, saveItemColumns } from './catalog.console.edits.repository.js';
import {
  changedFields, itemColumns, mergedForm, newSlug, normalForm, pick, toConsoleItem, toItemForm, type ItemField, type ItemForm,
} from './catalog.console.mapper.js';
import type { StoreItem } from './catalog.console.repository.js';
import { settledForm } from './catalog.console.rules.js';
import { expectVersion, formContext, ITEM_ENTITY, itemOf, storeOf, type MenuDeps } from './catalog.console.saving.js';

type Trx = Transaction<Database>;

/** An item holds at most this many pictures. */
export const MAX_ITEM_PICTURES = 10;
/** Item pictures are kept at most this many pixels a side (storage/item, WebP). */
const PICTURE_SIDE = 1200;
const PICTURE_FOLDER = 'item';

/** A new item's values for what the create form may leave out. */
const NEW_ITEM: Omit<ItemForm, 'name' | 'category_id' | 'price'> = {
  description: { en: '', ar: '', fr: '' }, discount: 0, discount_type: 'percent', maximum_cart_quantity: null, unit_type: null, choices: [],
  available_time_starts: '00:00', available_time_ends: '23:59', veg: false, is_halal: false, organic: false, stock: 0, active: true,
  variations: [], food_variations: [], add_on_ids: [], images: [],
};

/**
 * Creating and editing a store's items from the console: names and descriptions in every language,
 * price and discount, hours, marks, stock, variations, food option groups, add-ons and pictures. Each
 * save is one transaction with its audit entry (the fields it changed, before and after, and the
 * version it made); the storefront's caches start afresh after the commit.
 */
export class CatalogEditService {
  constructor(private readonly deps: MenuDeps) {}

  async create(actor: StaffActor, storeId: number, body: ConsoleItemCreate): Promise<ConsoleItem> {
    const { db, clock, changes, publicUrl } = this.deps;
    const itemId = await inTransaction(db, async (trx) => {
      const now = clock.now().toISOString();
      const store = await storeOf(trx, storeId);
      const asked = normalForm({ ...NEW_ITEM, ...withoutUndefined(body) });
      const form = settledForm(asked, await formContext(trx, store, asked, []), null);
      const id = await insertItem(trx, {
        ...itemColumns(form, null), slug: newSlug(form.name.en), store_id: store.id, module_id: store.module_id, zone_id: store.zone_id,
        brand_id: null, common_condition_id: null, tax: store.tax, tax_type: 'percent', stock: 0, is_prescription_required: 0,
        recommended: 0, tags: '[]', generic_name: null, avg_rating: 0, rating_count: 0, order_count: 0, created_at: now, updated_at: now,
      });
      await writeParts(trx, id, form, null);
      await recordChange(trx, actor, { action: 'items.create', entity: ITEM_ENTITY, entityId: id, storeId, before: null, after: { ...form, version: 1 } }, now);
      return id;
    });
    changes.changed();
    return toConsoleItem(await itemOf(db, storeId, itemId), publicUrl);
  }

  /**
   * Saves the fields the body names over the item as it is (see ConsoleItemUpdate). A body naming an
   * older version than the item's answers 409 with the item now and the fields changed since.
   */
  async update(actor: StaffActor, storeId: number, itemId: number, body: ConsoleItemUpdate): Promise<ConsoleItem> {
    const { version, ...fields } = body;
    return this.save(actor, storeId, itemId, version, (current) => mergedForm(current, fields));
  }

  /** Adds uploaded pictures after the item's own, stored as WebP (storage/item) however they came. */
  async addPictures(actor: StaffActor, storeId: number, itemId: number, version: number, files: readonly Buffer[]): Promise<ConsoleItem> {
    if (files.length === 0) throw invalid('Choose a picture to upload', 'image');
    // Checked before the files are written too, so that a stale or foreign request stores nothing.
    const item = await itemOf(this.deps.db, storeId, itemId);
    await expectVersion(this.deps.db, item, version, this.deps.publicUrl);
    return withStoredImages(files, this.deps.storageDir, PICTURE_FOLDER, { maxSide: PICTURE_SIDE }, (names) =>
      this.save(actor, storeId, itemId, version, (current) => {
        if (current.images.length + names.length > MAX_ITEM_PICTURES) throw invalid(`An item has at most ${MAX_ITEM_PICTURES} pictures`, 'image');
        return { ...current, images: [...current.images, ...names] };
      }, names));
  }

  /** One save: the item locked and checked at `version`, `next` applied and checked, the changes written and audited. */
  private async save(actor: StaffActor, storeId: number, itemId: number, version: number, next: (current: ItemForm) => ItemForm, uploaded: readonly string[] = []): Promise<ConsoleItem> {
    const { db, clock, changes, publicUrl, storageDir } = this.deps;
    const dropped = await inTransaction(db, async (trx) => {
      const now = clock.now().toISOString();
      await lockItems(trx, [itemId]);
      const item = await itemOf(trx, storeId, itemId);
      await expectVersion(trx, item, version, publicUrl);
      const store = await storeOf(trx, storeId);
      const before = toItemForm(item);
      const asked = next(before);
      const ctx = await formContext(trx, store, asked, [...before.images, ...uploaded]);
      const after = settledForm(asked, ctx, new Set(changedFields(before, asked)));
      const changed = changedFields(before, after);
      if (changed.length === 0) return null;
      await saveItemColumns(trx, itemId, version, changedColumns(item, before, after), now);
      await writeParts(trx, itemId, after, changed);
      await recordChange(trx, actor, {
        action: 'items.update', entity: ITEM_ENTITY, entityId: itemId, storeId,
        before: { ...pick(before, changed), version }, after: { ...pick(after, changed), version: version + 1 },
      }, now);
      return before.images.filter((name) => !after.images.includes(name));
    });
    if (dropped) {
      changes.changed();
      // Only pictures uploaded here (storage/item/<random>.webp) are ever removed; the seed's are shared.
      await Promise.all(dropped.map((name) => removeImage(name, storageDir, PICTURE_FOLDER)));
    }
    return toConsoleItem(await itemOf(db, storeId, itemId), publicUrl);
  }
}

/** The items columns whose values differ between two forms (the choices kept with the variations among them). */
function changedColumns(item: StoreItem, before: ItemForm, after: ItemForm) {
  const was: Record<string, unknown> = itemColumns(before, item.row.translations);
  return Object.fromEntries(Object.entries(itemColumns(after, item.row.translations)).filter(([column, value]) => was[column] !== value));
}

/** What lives beside the item's row: its own stock (inventory keeps it), variations, option groups and add-ons; `changed` null for a new item. */
async function writeParts(trx: Trx, itemId: number, form: ItemForm, changed: readonly ItemField[] | null): Promise<void> {
  const touched = (field: ItemField) => (changed === null ? JSON.stringify(form[field]) !== JSON.stringify(NEW_ITEM[field as keyof typeof NEW_ITEM]) : changed.includes(field));
  if (touched('stock')) await setItemStock(trx, itemId, form.stock);
  if (touched('variations')) await replaceVariations(trx, itemId, form.variations);
  if (touched('food_variations')) await replaceFoodGroups(trx, itemId, form.food_variations);
  if (touched('add_on_ids')) await replaceAddOns(trx, itemId, form.add_on_ids);
}

const withoutUndefined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
