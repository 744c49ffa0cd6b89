import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { StaffActor } from '../audit/audit.repository.js';
import { createVersioned, type Versioned, type VersionedCheck, type VersionedDeps } from '../audit/audit.versioned.js';
import { slugsLike } from './categories.console.repository.js';

export { readVersioned as readOne, replacePicture, updateVersioned } from '../audit/audit.versioned.js';
export type ConsoleDeps = VersionedDeps;

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

interface EditedRow { id: number; version: number; image: string | null; translations: string }

/** A table the console edits this way (categories, brands): its rows are versioned, audited and slugged. */
export type Edited<R extends EditedRow, T, F> = Versioned<R, T, F> & { actions: 'categories' | 'brands'; entity: 'category' | 'brand' };

/** A new row, checked, with its slug and its audit entry in one transaction; every storefront sees it at once. */
export function createSlugged<R extends EditedRow, T, F extends { name: { en: string } }>(
  deps: ConsoleDeps, edited: Edited<R, T, F>, actor: StaffActor, fields: F, check: VersionedCheck<R, F>,
): Promise<T> {
  // Two rows of the same name created at once may pick the same free slug: the one refused picks again.
  return createVersioned(deps, edited, actor, fields, check, {
    tries: SLUG_TRIES, extra: async (trx) => ({ slug: await uniqueSlug(trx, edited.actions, fields.name.en, edited.entity) }),
  });
}
