import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { invalid, notFound, staleVersion } from '../../lib/errors.js';
import { removeImage, withStoredImages } from '../../lib/images.js';
import { fieldsChangedSince, recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { CatalogChanges } from '../catalog/catalog.changes.js';
import { slugsLike } from './categories.console.repository.js';

export interface ConsoleDeps { db: Kysely<Database>; clock: Clock; changes: CatalogChanges; publicUrl: string; storageDir: string }

/** Where category and brand pictures are kept under the public storage folder, and their longest side. */
const PICTURE_MAX_SIDE = 600;

/** How many times a new row may pick its slug again when another took it meanwhile. */
const SLUG_TRIES = 3;

/** The longest slug base; the storefront takes 1–200 letters, digits and hyphens. */
const SLUG_BASE_MAX = 80;

/**
 * A new row's slug: its English name in plain letters, then -2, -3… until it is not taken. A name with
 * no plain letters, or only digits (the storefront reads an all-digit slug as an id), starts with `fallback`.
 */
export async function uniqueSlug(trx: Kysely<Database>, table: 'categories' | 'brands', english: string, fallback: string): Promise<string> {
  const plain = english.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SLUG_BASE_MAX).replace(/-+$/, '');
  const base = !plain ? fallback : /^\d+$/.test(plain) ? `${fallback}-${plain}` : plain;
  const taken = await slugsLike(trx, table, base);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The fields whose values differ between two forms, in the list's order. */
const changedFields = <F>(fields: readonly (keyof F)[], current: F, next: F) =>
  fields.filter((f) => JSON.stringify(current[f]) !== JSON.stringify(next[f]));

const pick = <F>(from: F, fields: readonly (keyof F)[]) => Object.fromEntries(fields.map((f) => [f, from[f]]));

interface EditedRow { id: number; version: number; image: string | null; translations: string }

/** A table the console edits this way (categories, brands): how to read, show, compare and write its rows. */
export interface Edited<R extends EditedRow, T, F> {
  table: 'categories' | 'brands';
  /** The audit entries' entity, and the folder of the pictures. */
  entity: 'category' | 'brand';
  missing: string;
  fields: readonly (keyof F)[];
  row(db: Kysely<Database>, id: number, lock?: boolean): Promise<R | undefined>;
  toConsole(row: R, publicUrl: string): T;
  fieldsOf(shown: T): F;
  /** The columns a save writes: the texts' translations laid over the row's. */
  columnsOf(fields: F, previousTranslations: string | null): Record<string, unknown>;
  save(trx: Kysely<Database>, id: number, version: number, columns: Record<string, unknown>, now: string): Promise<boolean>;
  insert(trx: Kysely<Database>, row: Record<string, unknown>): Promise<number>;
}

type Check<R, F> = (trx: Kysely<Database>, next: F, row: R | null) => Promise<void>;

export async function readOne<R extends EditedRow, T, F>(deps: ConsoleDeps, edited: Edited<R, T, F>, id: number): Promise<T> {
  const row = await edited.row(deps.db, id);
  if (!row) throw notFound(edited.missing);
  return edited.toConsole(row, deps.publicUrl);
}

/** A refused save: the row as it is now and the fields changed since `version`, from the audit entries. */
async function stale<R extends EditedRow, T, F>(deps: ConsoleDeps, edited: Edited<R, T, F>, id: number, version: number) {
  return staleVersion(await readOne(deps, edited, id), await fieldsChangedSince(deps.db, edited.entity, id, version));
}

/** A new row, checked, with its slug and its audit entry (`<table>.create`) in one transaction; every storefront sees it at once. */
export async function createVersioned<R extends EditedRow, T, F extends { name: { en: string } }>(
  deps: ConsoleDeps, edited: Edited<R, T, F>, actor: StaffActor, fields: F, check: Check<R, F>,
): Promise<T> {
  const insert = () => inTransaction(deps.db, async (trx) => {
    await check(trx, fields, null);
    const now = deps.clock.now().toISOString();
    const slug = await uniqueSlug(trx, edited.table, fields.name.en, edited.entity);
    const id = await edited.insert(trx, { ...edited.columnsOf(fields, null), slug, image: null, created_at: now, updated_at: now });
    await recordChange(trx, actor, { action: `${edited.table}.create`, entity: edited.entity, entityId: id, storeId: null, before: null, after: { ...fields, slug, version: 1 } }, now);
    return id;
  });
  let id: number;
  // Two rows of the same name created at once may pick the same free slug: the one refused picks again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      id = await insert();
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt === SLUG_TRIES) throw err;
    }
  }
  deps.changes.changed();
  return readOne(deps, edited, id);
}

/**
 * A save over the version read: an older one is refused (409, with the fields changed since); one that
 * changes nothing keeps the version and writes no entry; otherwise the row is checked, written with its
 * version raised and its audit entry (`<table>.update`, the fields changed) in one transaction, and every
 * storefront sees it at once.
 */
export async function updateVersioned<R extends EditedRow, T, F>(
  deps: ConsoleDeps, edited: Edited<R, T, F>, actor: StaffActor, id: number, version: number, nextOf: (current: F) => F, check: Check<R, F>,
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
      action: `${edited.table}.update`, entity: edited.entity, entityId: id, storeId: null,
      before: { ...pick(current, changed), version }, after: { ...pick(next, changed), version: version + 1 },
    }, now);
    return 'saved';
  });
  if (outcome === 'stale') throw await stale(deps, edited, id, version);
  if (outcome === 'saved') deps.changes.changed();
  return readOne(deps, edited, id);
}

/**
 * A new picture, re-encoded as WebP, over the version read, with its audit entry; the picture it replaces
 * is removed once the save is kept, the new one if it is not. Every storefront shows it at once.
 */
export async function replacePicture<R extends EditedRow, T, F>(
  deps: ConsoleDeps, edited: Edited<R, T, F>, actor: StaffActor, id: number, body: { version: number; image: unknown },
): Promise<T> {
  const { version, image } = body;
  if (!Buffer.isBuffer(image) || image.length === 0) throw invalid('Send the picture as a file.', 'image');
  const folder = edited.entity;
  const replaced = await withStoredImages([image], deps.storageDir, folder, { maxSide: PICTURE_MAX_SIDE }, async ([stored]) => {
    const outcome = await inTransaction(deps.db, async (trx) => {
      const row = await edited.row(trx, id, true);
      if (!row) throw notFound(edited.missing);
      const now = deps.clock.now().toISOString();
      if (row.version !== version || !(await edited.save(trx, id, version, { image: stored! }, now))) return { stale: true as const };
      await recordChange(trx, actor, {
        action: `${edited.table}.update`, entity: edited.entity, entityId: id, storeId: null,
        before: { image: row.image, version }, after: { image: stored, version: version + 1 },
      }, now);
      return { stale: false as const, replaced: row.image };
    });
    if (outcome.stale) throw await stale(deps, edited, id, version);
    return outcome.replaced;
  });
  await removeImage(replaced, deps.storageDir, folder);
  deps.changes.changed();
  return readOne(deps, edited, id);
}
