import { OPERATOR_ACCOUNT_TEXTS } from '@storefront/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import type { AccountUser } from '../profile/profile.table.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { deleteExpiredTokens, findTokenWithUser, insertToken, revokeToken, revokeUserTokens, touchToken } from './auth.repository.js';

/** Who is calling: the account behind a valid bearer token. */
export interface SignedInCustomer {
  id: number;
  tokenId: number;
  /** The guest id sent when the token was issued, if any. */
  guestId: string | null;
  /** The account, without its password hash or push token. */
  user: AccountUser;
}

/** A customer's token: 256 random bits, base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** An operator's token: the same with the op_ prefix, so that the shape alone tells the two kinds apart. */
export const OPERATOR_TOKEN_PATTERN = /^op_[A-Za-z0-9_-]{43}$/;
/** last_used_at is a hint for the customer's list of sessions, not an audit log: writing it once in a while is enough. */
const TOUCH_EVERY_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export const notLoggedIn = () => new AppError('unauthenticated', 'You are not logged in');
export const tokenExpired = () => new AppError('token_expired', 'Your token has been expired');
export const accountInactive = () => new AppError('account_inactive', 'Your account is inactive');
/** A staff member whose roles do not allow what was asked. */
export const notAllowed = () => new AppError('forbidden', 'This account cannot do that');
/** A staff session that must set up its second factor before anything but the set-up opens. */
export const setUpTwoFactorFirst = () => new AppError('two_factor_setup_required', OPERATOR_ACCOUNT_TEXTS.set_up_first);
/** A token of the other kind (an operator's on a customer route, or the reverse): not expired, just not this route's. */
export const wrongTokenKind = (wanted: 'customer' | 'operator') =>
  new AppError('wrong_token_kind', wanted === 'customer' ? 'This token does not sign in a customer' : 'This token does not sign in an operator');
/** What an operator route answers a token that is not an operator's: wrong_token_kind for a customer's, else token_expired. */
export const notAnOperatorToken = (token: string) => (TOKEN_PATTERN.test(token) ? wrongTokenKind('operator') : tokenExpired());

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opaque bearer tokens. Only their SHA-256 is stored, so the table is useless to whoever reads it;
 * a plain hash suffices because the tokens themselves carry 256 random bits.
 */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly ttlDays: number,
    private readonly clock: Clock,
  ) {}

  async issue(trx: Kysely<Database>, userId: number, guestId: string | null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await deleteExpiredTokens(trx, userId, now.toISOString());
    await insertToken(trx, {
      user_id: userId,
      token_hash: hashToken(token),
      guest_id: guestId,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + this.ttlDays * DAY_MS).toISOString(),
      revoked_at: null,
    });
    return token;
  }

  /**
   * The customer behind a token: 401 unauthenticated without one, wrong_token_kind for an operator's,
   * token_expired for an unknown, expired or revoked one.
   */
  async authenticate(token: string | null): Promise<SignedInCustomer> {
    if (!token) throw notLoggedIn();
    if (OPERATOR_TOKEN_PATTERN.test(token)) throw wrongTokenKind('customer');
    if (!TOKEN_PATTERN.test(token)) throw tokenExpired();
    const found = await findTokenWithUser(this.db, hashToken(token));
    if (!found) throw tokenExpired();
    const { token: stored, user } = found;
    const now = this.clock.now();
    if (stored.revokedAt !== null || stored.expiresAt <= now.toISOString()) throw tokenExpired();
    if (user.status !== 1 || user.deleted_at !== null) throw accountInactive();
    if (!stored.lastUsedAt || now.getTime() - Date.parse(stored.lastUsedAt) > TOUCH_EVERY_MS) {
      await touchToken(this.db, stored.id, now.toISOString());
    }
    return { id: user.id, tokenId: stored.id, guestId: stored.guestId, user };
  }

  revoke(tokenId: number): Promise<void> {
    return revokeToken(this.db, tokenId, this.clock.now().toISOString());
  }

  /** Every token of the account, or every one but the caller's (after a password change). */
  revokeAll(trx: Kysely<Database>, userId: number, exceptTokenId?: number): Promise<void> {
    return revokeUserTokens(trx, userId, this.clock.now().toISOString(), exceptTokenId);
  }
}
