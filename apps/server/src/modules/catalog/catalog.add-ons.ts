import {
  CONSOLE_ADD_ON_FIELDS, type ConsoleAddOn, type ConsoleAddOnCreate, type ConsoleAddOnList, type ConsoleAddOnRemoved, type ConsoleAddOnUpdate,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { invalid, notFound, staleVersion } from '../../lib/errors.js';
import { laidOver } from '../../lib/texts.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { lockItems } from '../inventory/inventory.repository.js';
import {
  deleteAddOn, insertAddOn, linkedItemIds, lockAddOn, saveAddOnColumns, storeAddOnRow, storeAddOnRows, unlinkAddOn, type AddOnRow,
} from './catalog.add-ons.repository.js';
import { addOnColumns, toAddOnForm, toConsoleAddOn, type AddOnForm } from './catalog.add-ons.mapper.js';
import { money } from './catalog.console.rules.js';
import { fieldsChangedSince } from '../audit/audit.repository.js';
import { storeOf, type MenuDeps } from './catalog.console.saving.js';

/** The audit log's entity for add-ons. */
export const ADD_ON_ENTITY = 'add_on';

type Field = (typeof CONSOLE_ADD_ON_FIELDS)[number];

/** An add-on of the store; another store's add-on is not found, as one that does not exist. */
async function addOnOf(db: Kysely<Database>, storeId: number, addOnId: number): Promise<AddOnRow> {
  const row = await storeAddOnRow(db, storeId, addOnId);
  if (!row) throw notFound('Add-on not found');
  return row;
}

/** The rules a saved add-on keeps beyond its fields' types and ranges, for the fields a save changes (400 naming the field). */
function checkForm(form: AddOnForm, changed: readonly Field[]): void {
  if (changed.includes('name') && !form.name.en) throw invalid('The English name is required', 'name.en');
  if (changed.includes('price')) money(form.price, 'price');
}

const changedFields = (before: AddOnForm, after: AddOnForm): Field[] =>
  CONSOLE_ADD_ON_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
const pick = (form: AddOnForm, fields: readonly Field[]) => Object.fromEntries(fields.map((f) => [f, form[f]]));

/**
 * A store's add-ons as its staff manage them in the console: listed with how many items offer each,
 * created, renamed, repriced, switched off and removed. The capability hook has checked the person
 * may act for the store in the path; here another store's add-on is not found. Every change is one
 * transaction with its audit entry (the fields it changed, before and after, and the version it
 * made); a save naming an older version answers 409; the storefront's caches start afresh after the
 * commit, so that item details show the add-on as it is now (a switched-off one not at all).
 */
export class CatalogAddOnsService {
  constructor(private readonly deps: MenuDeps) {}

  async list(storeId: number): Promise<ConsoleAddOnList> {
    const { db } = this.deps;
    const [, rows] = await Promise.all([storeOf(db, storeId), storeAddOnRows(db, storeId)]);
    return { add_ons: rows.map(toConsoleAddOn) };
  }

  async create(actor: StaffActor, storeId: number, body: ConsoleAddOnCreate): Promise<ConsoleAddOn> {
    const { db, clock, changes } = this.deps;
    const form: AddOnForm = { name: laidOver(body.name), price: body.price, active: body.active ?? true };
    checkForm(form, CONSOLE_ADD_ON_FIELDS);
    const id = await inTransaction(db, async (trx) => {
      const now = clock.now().toISOString();
      await storeOf(trx, storeId);
      const added = await insertAddOn(trx, { store_id: storeId, ...addOnColumns(form, null) });
      await recordChange(trx, actor, { action: 'add_ons.create', entity: ADD_ON_ENTITY, entityId: added, storeId, before: null, after: { ...form, version: 1 } }, now);
      return added;
    });
    changes.changed();
    return toConsoleAddOn(await addOnOf(db, storeId, id));
  }

  /**
   * Saves the fields the body names over the add-on as it is. A body naming an older version than the
   * add-on's answers 409 with the add-on now and the fields saved since.
   */
  async update(actor: StaffActor, storeId: number, addOnId: number, body: ConsoleAddOnUpdate): Promise<ConsoleAddOn> {
    const { db, clock, changes } = this.deps;
    const { version } = body;
    const saved = await inTransaction(db, async (trx) => {
      await lockAddOn(trx, addOnId, false);
      const row = await addOnOf(trx, storeId, addOnId);
      if (row.version !== version) throw await this.stale(trx, row, version);
      const before = toAddOnForm(row);
      const after: AddOnForm = {
        name: body.name ? laidOver(body.name, before.name) : before.name, price: body.price ?? before.price, active: body.active ?? before.active,
      };
      const changed = changedFields(before, after);
      if (changed.length === 0) return false;
      checkForm(after, changed);
      if (!(await saveAddOnColumns(trx, addOnId, version, addOnColumns(after, row.translations)))) throw await this.stale(trx, row, version);
      await recordChange(trx, actor, {
        action: 'add_ons.update', entity: ADD_ON_ENTITY, entityId: addOnId, storeId,
        before: { ...pick(before, changed), version }, after: { ...pick(after, changed), version: version + 1 },
      }, clock.now().toISOString());
      return true;
    });
    if (saved) changes.changed();
    return toConsoleAddOn(await addOnOf(db, storeId, addOnId));
  }

  /**
   * Removes the add-on and takes it from every item that offered it, in one transaction: the items
   * locked first (items by id, then the add-on: the global lock order), so that an item save racing
   * it either links it before (and is unlinked here) or finds it gone. Carts holding it are refused
   * at checkout as for a switched-off add-on (the cart checks each line again). Orders already placed
   * keep their own copy: a line stores the add-ons' ids and quantities, their total, and the item as
   * shown with each add-on's name and price (orders.kept-item lineAddOns), none read from add_ons.
   */
  async remove(actor: StaffActor, storeId: number, addOnId: number): Promise<ConsoleAddOnRemoved> {
    const { db, clock, changes } = this.deps;
    const unlinked = await inTransaction(db, async (trx) => {
      await lockItems(trx, await linkedItemIds(trx, addOnId));
      await lockAddOn(trx, addOnId, true);
      const row = await addOnOf(trx, storeId, addOnId);
      const itemIds = await unlinkAddOn(trx, addOnId);
      await deleteAddOn(trx, addOnId);
      await recordChange(trx, actor, {
        action: 'add_ons.delete', entity: ADD_ON_ENTITY, entityId: addOnId, storeId,
        before: { ...toAddOnForm(row), version: row.version, item_ids: itemIds }, after: null,
      }, clock.now().toISOString());
      return itemIds.length;
    });
    changes.changed();
    return { id: addOnId, unlinked_items: unlinked };
  }

  /** 409 for a save naming another version than the add-on's: the add-on now and the fields saved since. */
  private async stale(db: Kysely<Database>, row: AddOnRow, sentVersion: number) {
    const current = await addOnOf(db, row.store_id, row.id);
    return staleVersion(toConsoleAddOn(current), await fieldsChangedSince(db, ADD_ON_ENTITY, row.id, sentVersion));
  }
}
