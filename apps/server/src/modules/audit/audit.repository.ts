import type { Kysely } from 'kysely';
import type { AuditQuery } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import type { PageWindow } from '../../lib/pagination.js';

type Trx = Kysely<Database>;

/** Who made a console change, from where. */
export interface StaffActor {
  operatorId: number;
  ip: string | null;
}

export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | number;
  storeId: number | null;
  before: unknown;
  after: unknown;
}

const entryRow = (actor: StaffActor, change: AuditChange, now: string) => ({
  operator_id: actor.operatorId, action: change.action, entity: change.entity, entity_id: String(change.entityId), store_id: change.storeId,
  before: change.before === undefined ? null : JSON.stringify(change.before), after: change.after === undefined ? null : JSON.stringify(change.after),
  ip: actor.ip, created_at: now,
});

/**
 * The one road into the audit log: called inside the transaction that makes the change, so a change
 * is never kept without its entry, nor an entry without its change.
 */
export async function recordChange(trx: Trx, actor: StaffActor, change: AuditChange, now: string): Promise<void> {
  await trx.insertInto('audit_log').values(entryRow(actor, change, now)).execute();
}

/** Entries of a change that touches many rows at once (a bulk update), one per row, written as recordChange writes one. */
export async function recordChanges(trx: Trx, actor: StaffActor, changes: readonly AuditChange[], now: string): Promise<void> {
  for (let at = 0; at < changes.length; at += 500) {
    await trx.insertInto('audit_log').values(changes.slice(at, at + 500).map((change) => entryRow(actor, change, now))).execute();
  }
}

/** The latest entries of one row, newest first: what was changed, as each entry's `after` says. */
export function latestChanges(db: Trx, entity: string, entityId: string | number, limit: number) {
  return db.selectFrom('audit_log').select(['id', 'action', 'after'])
    .where('entity', '=', entity).where('entity_id', '=', String(entityId)).orderBy('id', 'desc').limit(limit).execute();
}

/** How far back a refused save looks for what changed since the version it named. */
const CHANGES_LOOKED_AT = 200;

/**
 * The fields the saves of a row after `version` changed, read from its audit entries, newest first (each console
 * save writes the fields it changed and the version it made): what a refused save (409) tells the person moved meanwhile.
 */
export async function fieldsChangedSince(db: Trx, entity: string, entityId: string | number, version: number): Promise<string[]> {
  const fields = new Set<string>();
  for (const entry of await latestChanges(db, entity, entityId, CHANGES_LOOKED_AT)) {
    const after = parseJson<Record<string, unknown> | null>(entry.after, null);
    if (!after || typeof after.version !== 'number' || after.version <= version) break;
    for (const field of Object.keys(after)) if (field !== 'version') fields.add(field);
  }
  return [...fields].sort();
}

function filtered(db: Trx, query: AuditQuery) {
  let q = db.selectFrom('audit_log as a');
  if (query.entity) q = q.where('a.entity', '=', query.entity);
  if (query.entity_id) q = q.where('a.entity_id', '=', query.entity_id);
  if (query.store_id) q = q.where('a.store_id', '=', query.store_id);
  if (query.operator_id) q = q.where('a.operator_id', '=', query.operator_id);
  // Instants are kept as ISO strings in UTC, which sort as they compare.
  if (query.from) q = q.where('a.created_at', '>=', new Date(query.from).toISOString());
  if (query.to) q = q.where('a.created_at', '<', new Date(query.to).toISOString());
  return q;
}

/** The page's entries, newest first, with who made each. */
export function auditRows(db: Trx, query: AuditQuery, page: PageWindow) {
  return filtered(db, query)
    .innerJoin('operators as o', 'o.id', 'a.operator_id')
    .select(['a.id', 'a.operator_id', 'a.action', 'a.entity', 'a.entity_id', 'a.store_id', 'a.before', 'a.after', 'a.ip', 'a.created_at', 'o.f_name', 'o.l_name', 'o.email'])
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.skip);
}

/** A page of entries, newest first, with who made each. */
export async function auditPage(db: Trx, query: AuditQuery, page: PageWindow) {
  const [count, rows] = await Promise.all([
    filtered(db, query).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    auditRows(db, query, page).execute(),
  ]);
  return { total: Number(count.n), rows };
}
