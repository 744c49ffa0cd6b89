import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { fieldsChangedSince } from '../audit/audit.repository.js';
import type { CatalogChanges } from './catalog.changes.js';
import { toConsoleItem, type ItemForm } from './catalog.console.mapper.js';
import { isModuleCategory, menuStore, storeAddOns, storeItem, type MenuStore, type StoreItem } from './catalog.console.repository.js';
import type { FormContext } from './catalog.console.rules.js';

type Trx = Kysely<Database>;

/** What the console's menu services work with. */
export interface MenuDeps {
  db: Db;
  clock: Clock;
  /** Told after every committed change, so that the storefront shows it at once on every instance. */
  changes: CatalogChanges;
  publicUrl: string;
  /** The public storage folder, where item pictures live (storage/item). */
  storageDir: string;
}

/** The audit log's entity for items. */
export const ITEM_ENTITY = 'item';

export async function storeOf(db: Trx, storeId: number): Promise<MenuStore> {
  const store = await menuStore(db, storeId);
  if (!store) throw notFound('Store not found');
  return store;
}

/** An item of the store; another store's item is not found, as one that does not exist. */
export async function itemOf(db: Trx, storeId: number, itemId: number): Promise<StoreItem> {
  const item = await storeItem(db, storeId, itemId);
  if (!item) throw notFound('Item not found');
  return item;
}

/** 409 for a save that names an older version than the item's: the item as it is now and what changed since. */
export async function staleItem(db: Trx, item: StoreItem, sentVersion: number, publicUrl: string): Promise<AppError> {
  const message = 'This item was changed by someone else since you opened it.';
  return new AppError('conflict', message, [{ code: 'stale_version', message }], {
    current: toConsoleItem(item, publicUrl),
    changed: await fieldsChangedSince(db, ITEM_ENTITY, item.row.id, sentVersion),
  });
}

/** Refuses a save naming another version than the item's (see staleItem). */
export async function expectVersion(db: Trx, item: StoreItem, sentVersion: number, publicUrl: string): Promise<void> {
  if (item.row.version !== sentVersion) throw await staleItem(db, item, sentVersion, publicUrl);
}

/** What a form is checked against: the store's module, whether its category is the module's, the store's add-ons. */
export async function formContext(db: Trx, store: MenuStore, form: ItemForm, pictures: readonly string[]): Promise<FormContext> {
  const [categoryKnown, addOns] = await Promise.all([isModuleCategory(db, form.category_id, store.module_id), storeAddOns(db, store.id)]);
  return { moduleType: store.module_type, categoryKnown, addOnIds: new Set(addOns.map((a) => a.id)), pictures };
}
