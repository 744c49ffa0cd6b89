import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound, staleVersion } from '../../lib/errors.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { CatalogChanges } from '../catalog/catalog.changes.js';

export interface CampaignsConsoleDeps {
  db: Db;
  clock: Clock;
  changes: CatalogChanges;
  publicUrl: string;
  storageDir: string;
  /** Today on the business calendar (its stores' time zone). */
  today: (now: Date) => Promise<string>;
}

type Trx = Kysely<Database>;

/** One save of a versioned row: how to read it (locked), make its next fields, check and write them. */
export interface Edit<F extends object> {
  entity: string;
  action: string;
  missing: string;
  read: (trx: Trx) => Promise<{ version: number; fields: F } | undefined>;
  next: (current: F) => F;
  check: (trx: Trx, next: F) => Promise<void>;
  /** Writes the row over `version`; false when another save came first. */
  write: (trx: Trx, next: F, now: string) => Promise<boolean>;
  /** The row as the console shows it, for a refused save's answer. */
  shown: () => Promise<unknown>;
}

/**
 * The one road of every campaign and flash sale save: in one transaction the row is read (and locked),
 * a save naming an older version is refused (409, with the row as it is and the fields changed since),
 * the fields are checked and written over the version read, raising it, with an audit entry of the
 * fields that changed; after the commit every instance's storefront caches start afresh. A save that
 * changes nothing keeps the version and writes no entry.
 */
export class CampaignSaves {
  constructor(private readonly deps: Pick<CampaignsConsoleDeps, 'db' | 'clock' | 'changes'>) {}

  async create<F extends object>(actor: StaffActor, audit: { entity: string; action: string }, fields: F, insert: (trx: Trx, now: string) => Promise<number>, check: (trx: Trx) => Promise<void>): Promise<number> {
    const id = await inTransaction(this.deps.db, async (trx) => {
      await check(trx);
      const now = this.deps.clock.now().toISOString();
      const id = await insert(trx, now);
      await recordChange(trx, actor, { ...audit, entityId: id, storeId: null, before: null, after: { ...fields, version: 1 } }, now);
      return id;
    });
    this.deps.changes.changed();
    return id;
  }

  async update<F extends object>(actor: StaffActor, id: number, version: number, edit: Edit<F>): Promise<void> {
    const outcome = await inTransaction(this.deps.db, async (trx) => {
      const row = await edit.read(trx);
      if (!row) throw notFound(edit.missing);
      if (row.version !== version) return 'stale';
      const next = edit.next(row.fields);
      const keys = Object.keys(next) as (keyof F)[];
      const changed = keys.filter((k) => JSON.stringify(row.fields[k]) !== JSON.stringify(next[k]));
      if (changed.length === 0) return 'same';
      await edit.check(trx, next);
      const now = this.deps.clock.now().toISOString();
      if (!(await edit.write(trx, next, now))) return 'stale';
      const pick = (from: F) => Object.fromEntries(changed.map((k) => [k, from[k]]));
      await recordChange(trx, actor, {
        action: edit.action, entity: edit.entity, entityId: id, storeId: null,
        before: { ...pick(row.fields), version }, after: { ...pick(next), version: version + 1 },
      }, now);
      return 'saved';
    });
    if (outcome === 'stale') throw staleVersion(await edit.shown(), await fieldsChangedSince(this.deps.db, edit.entity, id, version));
    if (outcome === 'saved') this.deps.changes.changed();
  }
}

/** The given fields of a save, those left out (undefined) dropped. */
export function given<T extends object>(sent: T): Partial<T> {
  return Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Real days, the last not before the first. */
export function checkDays(fields: { start_date: string; end_date: string }): void {
  for (const day of ['start_date', 'end_date'] as const) {
    const date = new Date(`${fields[day]}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== fields[day]) throw invalid('Give a real day (YYYY-MM-DD).', day);
  }
  if (fields.end_date < fields.start_date) throw invalid('The last day cannot be before the first.', 'end_date');
}

/** A campaign's own discount on a price (minor units): a percent is at most 100, an amount at most the price. */
export function checkDiscount(discount: number, type: 'percent' | 'amount', price: number, what: string): void {
  if (type === 'percent' && discount > 100) throw invalid('A percent discount is at most 100.', 'discount');
  if (type === 'amount' && discount > price) throw invalid(`An amount discount cannot be above ${what}.`, 'discount');
}
