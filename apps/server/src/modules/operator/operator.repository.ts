import type { Kysely } from 'kysely';
import type { Grant } from '@storefront/contract';
import type { Database, NewRow } from '../../db/database.js';
import { changedRows, prepared } from '../../db/prepared.js';

type Trx = Kysely<Database>;

export function operatorByEmail(db: Trx, email: string) {
  return db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
}

export function insertOperatorToken(db: Trx, token: NewRow<'operator_tokens'>) {
  return db.insertInto('operator_tokens').values(token).execute();
}

/**
 * A session in one indexed lookup (compiled once): the token's own dates, its account, the staff
 * member's store name and the account's roles, one row per role (one row without a role when it
 * holds none). It is all a console request checks before it runs: signed in, active, allowed.
 */
const tokenWithOperator = prepared((db, tokenHash: string) => db
  .selectFrom('operator_tokens as t')
  .innerJoin('operators as o', 'o.id', 't.operator_id')
  .leftJoin('stores as s', 's.id', 'o.store_id')
  .leftJoin('operator_roles as r', 'r.operator_id', 'o.id')
  .selectAll('o')
  .select([
    't.id as token_id', 't.expires_at as token_expires_at', 't.revoked_at as token_revoked_at', 't.limited as token_limited', 't.last_used_at as token_last_used_at',
    's.name as store_name', 'r.role as grant_role', 'r.store_id as grant_store_id',
  ])
  .where('t.token_hash', '=', tokenHash)
  .orderBy('r.id'));

type SessionRow = Awaited<ReturnType<typeof tokenWithOperator>>['rows'][number];
/** The operator behind a token, with the token's own dates and the staff member's store name. */
export type OperatorRow = Omit<SessionRow, 'grant_role' | 'grant_store_id'>;

/** The operator behind a token hash and the roles it holds, or undefined for an unknown token. */
export async function findOperatorToken(db: Trx, tokenHash: string): Promise<{ row: OperatorRow; grants: Grant[] } | undefined> {
  const { rows } = await tokenWithOperator(db, tokenHash);
  const [first] = rows;
  if (!first) return undefined;
  // The first row stands for the session as it is: a copy without the role's columns costs about as much as the lookup.
  return { row: first, grants: rows.flatMap((r) => (r.grant_role === null ? [] : [{ role: r.grant_role, storeId: r.grant_store_id }])) };
}

export async function revokeOperatorToken(db: Trx, tokenId: number, now: string): Promise<void> {
  await db.updateTable('operator_tokens').set({ revoked_at: now }).where('id', '=', tokenId).execute();
}

export async function deleteExpiredOperatorTokens(db: Trx, operatorId: number, now: string): Promise<void> {
  await db.deleteFrom('operator_tokens').where('operator_id', '=', operatorId).where('expires_at', '<=', now).execute();
}

const courierPosition = prepared((db, courierId: number, lat: number, lng: number, at: string) => db
  .updateTable('operators').set({ lat, lng, location_updated_at: at }).where('id', '=', courierId));

/** Keeps where a courier is now, seen at `at` (the server's time); false for no such account. One statement, compiled once. */
export async function setCourierPosition(db: Trx, courierId: number, lat: number, lng: number, at: string): Promise<boolean> {
  return changedRows(await courierPosition(db, courierId, lat, lng, at)) === 1;
}

/** The roles an account holds, with each store role's store name. */
export function rolesOf(db: Trx, operatorId: number) {
  return db
    .selectFrom('operator_roles as r')
    .leftJoin('stores as s', 's.id', 'r.store_id')
    .select(['r.role', 'r.store_id', 's.name as store_name'])
    .where('r.operator_id', '=', operatorId)
    .orderBy('r.id')
    .execute();
}

export async function insertRoles(db: Trx, rows: NewRow<'operator_roles'>[]): Promise<void> {
  if (rows.length) await db.insertInto('operator_roles').values(rows).execute();
}

/** A new staff account; without a password (an empty hash matches none) until its owner chooses one. */
export async function insertOperator(db: Trx, row: NewRow<'operators'>): Promise<number> {
  return (await db.insertInto('operators').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Whether the account already holds this role for this store. */
export async function holdsStoreRole(db: Trx, operatorId: number, role: NewRow<'operator_roles'>['role'], storeId: number): Promise<boolean> {
  return (await db.selectFrom('operator_roles').select('id').where('operator_id', '=', operatorId).where('role', '=', role).where('store_id', '=', storeId).executeTakeFirst()) !== undefined;
}

/** Activates (1) or deactivates (0) an account; false when it already was so. */
export async function setOperatorStatus(trx: Trx, operatorId: number, status: 0 | 1, now: string): Promise<boolean> {
  const r = await trx.updateTable('operators').set({ status, updated_at: now }).where('id', '=', operatorId).where('status', '!=', status).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Replaces every role the account holds, and keeps its kind (store staff, courier or support) and store in step with them. */
export async function replaceRoles(trx: Trx, operatorId: number, rows: NewRow<'operator_roles'>[], kind: NewRow<'operators'>['role'], storeId: number | null, now: string): Promise<void> {
  await trx.deleteFrom('operator_roles').where('operator_id', '=', operatorId).execute();
  await insertRoles(trx, rows);
  await trx.updateTable('operators').set({ role: kind, store_id: storeId, updated_at: now }).where('id', '=', operatorId).execute();
}

/** Whether a courier may be offered orders: approved, or without a courier profile yet (made before approvals). */
export async function courierApproved(db: Trx, operatorId: number): Promise<boolean> {
  const row = await db.selectFrom('couriers').select('approval').where('operator_id', '=', operatorId).executeTakeFirst();
  return (row?.approval ?? 'approved') === 'approved';
}
