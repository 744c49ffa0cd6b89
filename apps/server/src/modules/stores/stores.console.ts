import type { Kysely } from 'kysely';
import type { ConsoleStoreImages, ConsoleStoreOpen, ConsoleStoreSchedule, ConsoleStoreUpdate, StoreSettings } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database, RowUpdate } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound, rule, staleVersion } from '../../lib/errors.js';
import { removeImage, storeImage } from '../../lib/images.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { CatalogChanges } from '../catalog/catalog.changes.js';
import {
  replaceStoreWeek, saveStoreSettings, storeSettingsRow, storeWeek, type StoreSettingsRow,
} from '../catalog/catalog.store-settings.repository.js';
import { settingsChange, toStoreSettings } from './stores.console.mapper.js';
import { weekdays, weekWindows } from './stores.console.week.js';

/** Where store pictures are kept under the public storage folder, and their sizes. */
const PICTURES = 'store';
const LOGO_SIDE = 512;
const COVER_MAX_SIDE = 1600;

/** One save: the columns it writes, the changed fields as they were and became, and what else it writes in the transaction. */
interface Change {
  columns: RowUpdate<'stores'>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  also?: (trx: Kysely<Database>) => Promise<void>;
}

const AUDITED_ENTITY = 'store';

/**
 * A store's settings as its staff keep them in the console: the order rules, the weekly hours, the
 * "open now" switch and the pictures. The capability hook has checked the person may act for the store.
 * Every save names the version it read: an older one is refused (409) with the store as it is and the
 * fields changed since. A save is one transaction that raises the version and writes its audit entry;
 * after the commit the storefront's caches start afresh on every instance, so customers see it at once.
 */
export class StoresConsoleService {
  constructor(private readonly deps: { db: Db; clock: Clock; changes: CatalogChanges; publicUrl: string; storageDir: string }) {}

  async settings(storeId: number): Promise<StoreSettings> {
    const row = await storeSettingsRow(this.deps.db, storeId);
    if (!row) throw notFound('Store not found');
    return toStoreSettings(row, await storeWeek(this.deps.db, storeId), this.deps.publicUrl);
  }

  update(actor: StaffActor, storeId: number, body: ConsoleStoreUpdate): Promise<StoreSettings> {
    const { version, ...fields } = body;
    return this.save(actor, storeId, version, 'stores.update', async (row) => {
      const current = toStoreSettings(row, [], this.deps.publicUrl);
      const next = { ...current, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
      if (next.delivery_time_min > next.delivery_time_max) {
        throw invalid('The shortest delivery time must not be longer than the longest.', 'delivery_time_min');
      }
      if (!next.delivery && !next.take_away) throw rule('A store takes delivery orders, take-away orders or both.', 'no_order_type');
      const change = settingsChange(current, fields);
      return Object.keys(change.after).length ? change : null;
    });
  }

  schedule(actor: StaffActor, storeId: number, body: ConsoleStoreSchedule): Promise<StoreSettings> {
    const windows = weekWindows(body.days);
    return this.save(actor, storeId, body.version, 'stores.schedule', async (_row, trx) => {
      const [before, after] = [weekdays(await storeWeek(trx, storeId)), weekdays(windows)];
      if (JSON.stringify(before) === JSON.stringify(after)) return null;
      return {
        columns: {}, before: { schedule: before.filter((d) => d.ranges.length) }, after: { schedule: after.filter((d) => d.ranges.length) },
        also: (t) => replaceStoreWeek(t, storeId, windows),
      };
    });
  }

  setOpen(actor: StaffActor, storeId: number, body: ConsoleStoreOpen): Promise<StoreSettings> {
    return this.save(actor, storeId, body.version, 'stores.open', async (row) => {
      if ((row.active === 1) === body.open) return null;
      return { columns: { active: body.open ? 1 : 0 }, before: { open: row.active === 1 }, after: { open: body.open } };
    });
  }

  /** A new logo, cover photo or both, re-encoded; the pictures they replace are removed once the save is kept. */
  async images(actor: StaffActor, storeId: number, body: ConsoleStoreImages): Promise<StoreSettings> {
    const logo = pictureFile(body.logo, 'logo');
    const cover = pictureFile(body.cover_photo, 'cover_photo');
    if (!logo && !cover) throw invalid('Send a logo or a cover photo as a file.', 'logo');
    const stored: { logo?: string; cover_photo?: string } = {};
    let replaced: (string | null)[] = [];
    let settings: StoreSettings;
    try {
      if (logo) stored.logo = await storeImage(logo, this.deps.storageDir, PICTURES, { square: LOGO_SIDE });
      if (cover) stored.cover_photo = await storeImage(cover, this.deps.storageDir, PICTURES, { maxSide: COVER_MAX_SIDE });
      settings = await this.save(actor, storeId, body.version, 'stores.update', async (row) => {
        const before = { ...(stored.logo ? { logo: row.logo } : {}), ...(stored.cover_photo ? { cover_photo: row.cover_photo } : {}) };
        replaced = Object.values(before);
        return { columns: stored, before, after: stored };
      });
    } catch (err) {
      await Promise.all(Object.values(stored).map((path) => removeImage(path, this.deps.storageDir, PICTURES)));
      throw err;
    }
    await Promise.all(replaced.map((path) => removeImage(path, this.deps.storageDir, PICTURES)));
    return settings;
  }

  /**
   * Runs one save: locks the store, refuses a stale version, writes the change with the next version
   * and its audit entry in one transaction, then tells every instance the catalogue changed. A save
   * that changes nothing keeps the version and writes no entry.
   */
  private async save(
    actor: StaffActor, storeId: number, version: number, action: string,
    plan: (row: StoreSettingsRow, trx: Kysely<Database>) => Promise<Change | null>,
  ): Promise<StoreSettings> {
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const row = await storeSettingsRow(trx, storeId, true);
      if (!row) throw notFound('Store not found');
      if (row.version !== version) return 'stale';
      const change = await plan(row, trx);
      if (!change) return 'same';
      const now = this.deps.clock.now().toISOString();
      if (!(await saveStoreSettings(trx, storeId, version, change.columns, now))) return 'stale';
      await change.also?.(trx);
      await recordChange(trx, actor, {
        action, entity: AUDITED_ENTITY, entityId: storeId, storeId,
        before: { ...change.before, version }, after: { ...change.after, version: version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await this.settings(storeId), await fieldsChangedSince(this.deps.db, AUDITED_ENTITY, storeId, version));
    if (outcome === 'saved') this.deps.changes.changed();
    return this.settings(storeId);
  }
}

/** A picture sent as a multipart file, or nothing when the field is absent or empty. */
function pictureFile(value: unknown, field: string): Buffer | null {
  if (value === undefined || value === '') return null;
  if (Buffer.isBuffer(value)) return value.length ? value : null;
  throw invalid('The picture must be sent as a file.', field);
}
