import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../../db/database.js';

type Trx = Kysely<Database>;

const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) > 0;

// The second factor.

/** Spends an authenticator code's time step: only a step later than the last one spent is taken. */
export async function spendTotpStep(db: Trx, operatorId: number, step: number): Promise<boolean> {
  return changed(await db.updateTable('operators').set({ totp_last_step: step })
    .where('id', '=', operatorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst());
}

/** A new secret waiting for its first code; refused (false) once the second factor is on. */
export async function savePendingSecret(db: Trx, operatorId: number, secret: string, now: string): Promise<boolean> {
  return changed(await db.updateTable('operators').set({ totp_secret: secret, totp_last_step: null, updated_at: now })
    .where('id', '=', operatorId).where('totp_enabled_at', 'is', null).executeTakeFirst());
}

/** Turns the second factor on with the secret the code was checked against; false if a new set-up replaced it meanwhile. */
export async function enableTwoFactor(trx: Trx, operatorId: number, secret: string, now: string): Promise<boolean> {
  return changed(await trx.updateTable('operators').set({ totp_enabled_at: now, updated_at: now })
    .where('id', '=', operatorId).where('totp_enabled_at', 'is', null).where('totp_secret', '=', secret).executeTakeFirst());
}

// Sessions (operator_tokens).

export function insertSession(db: Trx, token: NewRow<'operator_tokens'>) {
  return db.insertInto('operator_tokens').values(token).returning('id').executeTakeFirstOrThrow();
}

/** The session's last use, written at most once per interval: only when the kept one is older than `since`. */
export async function touchSession(db: Trx, tokenId: number, now: string, since: string): Promise<void> {
  await db.updateTable('operator_tokens').set({ last_used_at: now })
    .where('id', '=', tokenId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', since)]))
    .execute();
}

/** The session has proved the second factor: every console route opens to it. */
export async function completeSession(trx: Trx, tokenId: number): Promise<void> {
  await trx.updateTable('operator_tokens').set({ limited: 0 }).where('id', '=', tokenId).execute();
}

/** Revokes the account's other sessions that signed in by the password alone. */
export async function revokeLimitedSessions(trx: Trx, operatorId: number, keepTokenId: number, now: string): Promise<void> {
  await trx.updateTable('operator_tokens').set({ revoked_at: now })
    .where('operator_id', '=', operatorId).where('limited', '=', 1).where('id', '!=', keepTokenId).where('revoked_at', 'is', null).execute();
}

/** The account's sessions still signed in, newest first. */
export function liveSessions(db: Trx, operatorId: number, now: string) {
  return db.selectFrom('operator_tokens')
    .select(['id', 'created_at', 'last_used_at', 'user_agent', 'ip'])
    .where('operator_id', '=', operatorId).where('revoked_at', 'is', null).where('expires_at', '>', now)
    .orderBy('created_at', 'desc').orderBy('id', 'desc')
    .execute();
}

/** Of these sessions (token ids), those still signed in, of accounts still active. */
export async function liveOperatorTokenIds(db: Trx, tokenIds: readonly number[], now: string): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await db.selectFrom('operator_tokens as t').innerJoin('operators as o', 'o.id', 't.operator_id').select('t.id')
    .where('t.id', 'in', [...tokenIds]).where('t.revoked_at', 'is', null).where('t.expires_at', '>', now).where('o.status', '=', 1).execute();
  return new Set(rows.map((r) => r.id));
}

/** Revokes one of the account's live sessions; false when it has none of that id. */
export async function revokeSession(trx: Trx, operatorId: number, tokenId: number, now: string): Promise<boolean> {
  return changed(await trx.updateTable('operator_tokens').set({ revoked_at: now })
    .where('id', '=', tokenId).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst());
}

export async function revokeAllSessions(trx: Trx, operatorId: number, now: string): Promise<void> {
  await trx.updateTable('operator_tokens').set({ revoked_at: now }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).execute();
}

// Password resets.

export async function insertPasswordReset(db: Trx, reset: NewRow<'operator_password_resets'>): Promise<void> {
  await db.insertInto('operator_password_resets').values(reset).execute();
}

/** Closes the account's links not used yet (a new one replaces them; a reset spends them all). */
export async function closePendingResets(db: Trx, operatorId: number, now: string): Promise<void> {
  await db.updateTable('operator_password_resets').set({ used_at: now }).where('operator_id', '=', operatorId).where('used_at', 'is', null).execute();
}

/** Spends a link that is unused and unexpired: the account it resets, or undefined. Of two resets racing with one link, one wins. */
export async function spendPasswordReset(trx: Trx, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await trx.updateTable('operator_password_resets').set({ used_at: now })
    .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now)
    .returning('operator_id').executeTakeFirst();
  return row?.operator_id;
}

export async function setPasswordHash(trx: Trx, operatorId: number, passwordHash: string, now: string): Promise<void> {
  await trx.updateTable('operators').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', operatorId).execute();
}

export function operatorById(db: Trx, operatorId: number) {
  return db.selectFrom('operators').select(['id', 'email', 'status']).where('id', '=', operatorId).executeTakeFirst();
}
