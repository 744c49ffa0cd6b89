import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { AccountUser } from '../profile/profile.table.js';

type Conn = Kysely<Database>;

/** Accounts that have not been deleted; an inactive one is still found, so that it can be told apart. */
function liveUsers(db: Conn) {
  return db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
}

export function findUserByEmail(db: Conn, email: string) {
  return liveUsers(db).where('email', '=', email).executeTakeFirst();
}

export function findUserByPhone(db: Conn, phone: string) {
  return liveUsers(db).where('phone', '=', phone).executeTakeFirst();
}

export function findUserBySocialId(db: Conn, socialId: string) {
  return liveUsers(db).where('social_id', '=', socialId).executeTakeFirst();
}

export function findUserByRefCode(db: Conn, refCode: string) {
  return liveUsers(db).where('ref_code', '=', refCode).where('status', '=', 1).executeTakeFirst();
}

export async function refCodeTaken(db: Conn, refCode: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('ref_code', '=', refCode).executeTakeFirst()) !== undefined;
}

/** Expired tokens of the account: they can never sign anybody in again. */
export async function deleteExpiredTokens(db: Conn, userId: number, now: string): Promise<void> {
  await db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

export function insertToken(db: Conn, token: NewRow<'personal_access_tokens'>) {
  return db.insertInto('personal_access_tokens').values(token).returning('id').executeTakeFirstOrThrow();
}

/** The token and its account in one indexed lookup: the only query an authenticated request needs (compiled once). */
const tokenWithUser = prepared((db, tokenHash: string) => db
  .selectFrom('personal_access_tokens as t')
  .innerJoin('users as u', 'u.id', 't.user_id')
  .select([
    't.id as token_id', 't.guest_id as token_guest_id', 't.expires_at as token_expires_at', 't.revoked_at as token_revoked_at',
    't.last_used_at as token_last_used_at',
    'u.id', 'u.f_name', 'u.l_name', 'u.email', 'u.phone', 'u.image', 'u.status', 'u.login_medium', 'u.social_id', 'u.is_phone_verified',
    'u.is_email_verified', 'u.ref_code', 'u.ref_by', 'u.interest', 'u.wallet_balance', 'u.loyalty_point', 'u.created_at', 'u.deleted_at',
    'u.referral_discount_order_id',
  ])
  .where('t.token_hash', '=', tokenHash));

/** A bearer token's row and the account it signs in (the columns a request reads of it), or undefined for an unknown token. */
export async function findTokenWithUser(db: Conn, tokenHash: string) {
  const row = (await tokenWithUser(db, tokenHash)).rows[0];
  if (!row) return undefined;
  const token = { id: row.token_id, guestId: row.token_guest_id, expiresAt: row.token_expires_at, revokedAt: row.token_revoked_at, lastUsedAt: row.token_last_used_at };
  // Built field by field: a rest destructure of the row cost a request about as much as the lookup itself.
  const user: AccountUser = {
    id: row.id, f_name: row.f_name, l_name: row.l_name, email: row.email, phone: row.phone, image: row.image, status: row.status,
    login_medium: row.login_medium, social_id: row.social_id, is_phone_verified: row.is_phone_verified, is_email_verified: row.is_email_verified,
    ref_code: row.ref_code, ref_by: row.ref_by, interest: row.interest, wallet_balance: row.wallet_balance, loyalty_point: row.loyalty_point,
    created_at: row.created_at, deleted_at: row.deleted_at, referral_discount_order_id: row.referral_discount_order_id,
  };
  return { token, user };
}

export async function touchToken(db: Conn, tokenId: number, at: string): Promise<void> {
  await db.updateTable('personal_access_tokens').set({ last_used_at: at }).where('id', '=', tokenId).execute();
}

/** Of these tokens, those neither revoked nor expired at `now`. */
export async function liveTokenIds(db: Conn, tokenIds: readonly number[], now: string): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await db.selectFrom('personal_access_tokens').select('id')
    .where('id', 'in', [...tokenIds]).where('revoked_at', 'is', null).where('expires_at', '>', now).execute();
  return new Set(rows.map((r) => r.id));
}

export async function revokeToken(db: Conn, tokenId: number, at: string): Promise<void> {
  await db.updateTable('personal_access_tokens').set({ revoked_at: at }).where('id', '=', tokenId).where('revoked_at', 'is', null).execute();
}

export async function revokeUserTokens(db: Conn, userId: number, at: string, exceptTokenId?: number): Promise<void> {
  let query = db.updateTable('personal_access_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptTokenId !== undefined) query = query.where('id', '!=', exceptTokenId);
  await query.execute();
}

export async function savePhoneCode(db: Conn, row: NewRow<'phone_verifications'>): Promise<void> {
  await db
    .insertInto('phone_verifications')
    .values(row)
    .onConflict((oc) => oc.column('phone').doUpdateSet({ code_hash: row.code_hash, attempts: 0, expires_at: row.expires_at, created_at: row.created_at }))
    .execute();
}

export function findPhoneCode(db: Conn, phone: string) {
  return db.selectFrom('phone_verifications').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** As takeResetGuess, for the phone's pending code. */
export async function takePhoneGuess(db: Conn, phone: string, allowed: number): Promise<number | undefined> {
  const row = await db.updateTable('phone_verifications').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('phone', '=', phone).where('attempts', '<', allowed).returning('attempts').executeTakeFirst();
  return row?.attempts;
}

export async function deletePhoneCode(db: Conn, phone: string): Promise<void> {
  await db.deleteFrom('phone_verifications').where('phone', '=', phone).execute();
}

/** Spends the phone's code if it is still the one checked: of two requests racing with one code only one gets the row. */
export async function spendPhoneCode(db: Conn, phone: string, codeHash: string): Promise<boolean> {
  const spent = await db.deleteFrom('phone_verifications').where('phone', '=', phone).where('code_hash', '=', codeHash)
    .returning('phone').executeTakeFirst();
  return spent !== undefined;
}

/** A new reset code replaces the account's pending one, with its wrong guesses forgotten. */
export async function saveResetCode(db: Conn, row: NewRow<'password_resets'>): Promise<void> {
  await db
    .insertInto('password_resets')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ channel: row.channel, code_hash: row.code_hash, attempts: 0, expires_at: row.expires_at, created_at: row.created_at }))
    .execute();
}

export function findResetCode(db: Conn, userId: number) {
  return db.selectFrom('password_resets').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Takes one guess of the code's allowance before the guess is compared, so that guesses sent at once
 * cannot all read the same count; answers the guesses used, or undefined when none was left.
 */
export async function takeResetGuess(db: Conn, userId: number, allowed: number): Promise<number | undefined> {
  const row = await db.updateTable('password_resets').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId).where('attempts', '<', allowed).returning('attempts').executeTakeFirst();
  return row?.attempts;
}

/** A right guess costs nothing: the code stays usable for the next step. */
export async function giveBackResetGuess(db: Conn, userId: number): Promise<void> {
  await db.updateTable('password_resets').set((eb) => ({ attempts: eb('attempts', '-', 1) })).where('user_id', '=', userId).where('attempts', '>', 0).execute();
}

export async function deleteResetCode(db: Conn, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}

/**
 * Spends the code if it is still the one checked and still valid: a conditional delete, so that of two
 * resets racing with one code only one gets the row (PostgreSQL's row lock makes the second see it gone).
 */
export async function spendResetCode(db: Conn, userId: number, codeHash: string, now: string): Promise<boolean> {
  const spent = await db.deleteFrom('password_resets')
    .where('user_id', '=', userId).where('code_hash', '=', codeHash).where('expires_at', '>', now)
    .returning('channel').executeTakeFirst();
  return spent !== undefined;
}

/** Whether this address signed in to the account since `since`. */
export async function isKnownLoginAddress(db: Conn, account: string, addressHash: string, since: string): Promise<boolean> {
  const row = await db.selectFrom('login_known_addresses').select('account')
    .where('account', '=', account).where('address_hash', '=', addressHash).where('last_success_at', '>', since).executeTakeFirst();
  return row !== undefined;
}

/** Marks the address known to the account as of `now`, and forgets the account's addresses unused since `stale`. */
export async function rememberLoginAddress(db: Conn, account: string, addressHash: string, now: string, stale: string): Promise<void> {
  await db.insertInto('login_known_addresses').values({ account, address_hash: addressHash, last_success_at: now })
    .onConflict((oc) => oc.columns(['account', 'address_hash']).doUpdateSet({ last_success_at: now }))
    .execute();
  await db.deleteFrom('login_known_addresses').where('account', '=', account).where('last_success_at', '<=', stale).execute();
}

