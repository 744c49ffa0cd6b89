import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { invalid, notFound, staleVersion } from '../../lib/errors.js';
import { removeImage, withStoredImages } from '../../lib/images.js';
import { fieldsChangedSince, recordChange, type StaffActor } from './audit.repository.js';

/**
 * What a console editor of versioned rows needs: the database, the clock, the change log that makes every
 * storefront instance read afresh after a save, and where pictures are kept and shown from.
 */
export interface VersionedDeps { db: Kysely<Database>; clock: Clock; changes: { changed(): void }; publicUrl: string; storageDir: string }

/** A console picture's longest side. */
const PICTURE_MAX_SIDE = 600;

interface VersionedRow { id: number; version: number; translations: string }

/** A table the console edits with versions and audit entries: how to read, show, compare and write its rows (SQL stays in its owner's repository). */
export interface Versioned<R extends VersionedRow, T, F> {
  /** The audit entries' actions: `<actions>.create`, `<actions>.update`. */
  actions: string;
  /** The audit entries' entity, and the folder of the pictures. */
  entity: string;
  missing: string;
  fields: readonly (keyof F)[];
  row(db: Kysely<Database>, id: number, lock?: boolean): Promise<R | undefined>;
  toConsole(row: R, publicUrl: string): T;
  fieldsOf(shown: T): F;
  /** The columns a save writes: the texts' translations laid over the row's. */
  columnsOf(fields: F, previousTranslations: string | null): Record<string, unknown>;
  save(trx: Kysely<Database>, id: number, version: number, columns: Record<string, unknown>, now: string): Promise<boolean>;
  insert(trx: Kysely<Database>, row: Record<string, unknown>): Promise<number>;
  /** A row unique by a field: the message a save taking a value held by another answers, and the field. */
  taken?: { message: string; field: string };
}

export type VersionedCheck<R, F> = (trx: Kysely<Database>, next: F, row: R | null) => Promise<void>;

/** The fields whose values differ between two forms, in the list's order. */
const changedFields = <F>(fields: readonly (keyof F)[], current: F, next: F) =>
  fields.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));

const pick = <F>(from: F, fields: readonly (keyof F)[]) => Object.fromEntries(fields.map((f) => [f, from[f]]));

export async function readVersioned<R extends VersionedRow, T, F>(deps: VersionedDeps, edited: Versioned<R, T, F>, id: number): Promise<T> {
  const row = await edited.row(deps.db, id);
  if (!row) throw notFound(edited.missing);
  return edited.toConsole(row, deps.publicUrl);
}

/** A refused save: the row as it is now and the fields changed since `version`, from the audit entries. */
async function stale<R extends VersionedRow, T, F>(deps: VersionedDeps, edited: Versioned<R, T, F>, id: number, version: number) {
  return staleVersion(await readVersioned(deps, edited, id), await fieldsChangedSince(deps.db, edited.entity, id, version));
}

/** A unique value taken by a save that came at the same moment is refused as one found taken before. */
function refusedTaken<R extends VersionedRow, T, F>(edited: Versioned<R, T, F>, err: unknown): unknown {
  return edited.taken && isUniqueViolation(err) ? invalid(edited.taken.message, edited.taken.field) : err;
}

export interface CreateOptions<F> {
  /** Columns worked out in the transaction (a slug), kept in the audit entry too. */
  extra?: (trx: Kysely<Database>, fields: F) => Promise<Record<string, unknown>>;
  /** How many times to try again when a unique value was taken meanwhile (the extra columns are worked out again). */
  tries?: number;
}

/** A new row, checked, with its audit entry (`<actions>.create`) in one transaction; every storefront sees it at once. */
export async function createVersioned<R extends VersionedRow, T, F>(
  deps: VersionedDeps, edited: Versioned<R, T, F>, actor: StaffActor, fields: F, check: VersionedCheck<R, F>, options: CreateOptions<F> = {},
): Promise<T> {
  const insert = () => inTransaction(deps.db, async (trx) => {
    await check(trx, fields, null);
    const now = deps.clock.now().toISOString();
    const extra = options.extra ? await options.extra(trx, fields) : {};
    const id = await edited.insert(trx, { ...edited.columnsOf(fields, null), ...extra, created_at: now, updated_at: now });
    await recordChange(trx, actor, { action: `${edited.actions}.create`, entity: edited.entity, entityId: id, storeId: null, before: null, after: { ...fields, ...extra, version: 1 } }, now);
    return id;
  });
  let id: number;
  for (let attempt = 1; ; attempt += 1) {
    try {
      id = await insert();
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= (options.tries ?? 1)) throw refusedTaken(edited, err);
    }
  }
  deps.changes.changed();
  return readVersioned(deps, edited, id);
}

/**
 * A save over the version read: an older one is refused (409, with the fields changed since); one that
 * changes nothing keeps the version and writes no entry; otherwise the row is checked, written with its
 * version raised and its audit entry (`<actions>.update`, the fields changed) in one transaction, and every
 * storefront sees it at once.
 */
export async function updateVersioned<R extends VersionedRow, T, F>(
  deps: VersionedDeps, edited: Versioned<R, T, F>, actor: StaffActor, id: number, version: number, nextOf: (current: F) => F, check: VersionedCheck<R, F>,
): Promise<T> {
  const outcome = await inTransaction(deps.db, async (trx) => {
    const row = await edited.row(trx, id, true);
    if (!row) throw notFound(edited.missing);
    if (row.version !== version) return 'stale';
    const current = edited.fieldsOf(edited.toConsole(row, deps.publicUrl));
    const next = nextOf(current);
    const changed = changedFields(edited.fields, current, next);
    if (changed.length === 0) return 'same';
    await check(trx, next, row);
    const now = deps.clock.now().toISOString();
    if (!(await edited.save(trx, id, version, edited.columnsOf(next, row.translations), now))) return 'stale';
    await recordChange(trx, actor, {
      action: `${edited.actions}.update`, entity: edited.entity, entityId: id, storeId: null,
      before: { ...pick(current, changed), version }, after: { ...pick(next, changed), version: version + 1 },
    }, now);
    return 'saved';
  }).catch((err: unknown) => {
    throw refusedTaken(edited, err);
  });
  if (outcome === 'stale') throw await stale(deps, edited, id, version);
  if (outcome === 'saved') deps.changes.changed();
  return readVersioned(deps, edited, id);
}

/** A row whose picture a console editor replaces: where it is kept, how it is read locked and saved, and what a refused save answers. */
export interface PictureTarget<R> {
  entity: string;
  actions: string;
  missing: string;
  /** The row's column holding the picture's file name. */
  column: string;
  row(db: Kysely<Database>, id: number, lock?: boolean): Promise<R | undefined>;
  save(trx: Kysely<Database>, id: number, version: number, columns: Record<string, unknown>, now: string): Promise<boolean>;
  /** The 409 of a save over an older version. */
  stale(id: number, version: number): Promise<Error>;
}

/**
 * A new picture, re-encoded as WebP, over the version read, with its audit entry (the column changed);
 * the picture it replaces is removed once the save is kept, the new one if it is not. Every storefront
 * shows it at once.
 */
export async function replaceStoredPicture<R extends { version: number }>(
  deps: VersionedDeps, target: PictureTarget<R>, actor: StaffActor, id: number, body: { version: number; image: unknown },
): Promise<void> {
  const { version, image } = body;
  if (!Buffer.isBuffer(image) || image.length === 0) throw invalid('Send the picture as a file.', 'image');
  const folder = target.entity;
  const replaced = await withStoredImages([image], deps.storageDir, folder, { maxSide: PICTURE_MAX_SIDE }, async ([stored]) => {
    const outcome = await inTransaction(deps.db, async (trx) => {
      const row = await target.row(trx, id, true);
      if (!row) throw notFound(target.missing);
      const now = deps.clock.now().toISOString();
      if (row.version !== version || !(await target.save(trx, id, version, { [target.column]: stored! }, now))) return { stale: true as const };
      const was = (row as Record<string, unknown>)[target.column] as string | null;
      await recordChange(trx, actor, {
        action: `${target.actions}.update`, entity: target.entity, entityId: id, storeId: null,
        before: { [target.column]: was, version }, after: { [target.column]: stored, version: version + 1 },
      }, now);
      return { stale: false as const, replaced: was };
    });
    if (outcome.stale) throw await target.stale(id, version);
    return outcome.replaced;
  });
  await removeImage(replaced, deps.storageDir, folder);
  deps.changes.changed();
}

/** A new picture (the row's `image`) of a versioned row, answered as the console shows the row. */
export async function replacePicture<R extends VersionedRow & { image: string | null }, T, F>(
  deps: VersionedDeps, edited: Versioned<R, T, F>, actor: StaffActor, id: number, body: { version: number; image: unknown },
): Promise<T> {
  await replaceStoredPicture(deps, { ...edited, column: 'image', stale: (rowId, version) => stale(deps, edited, rowId, version) }, actor, id, body);
  return readVersioned(deps, edited, id);
}
