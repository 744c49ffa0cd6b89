import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/errors.js';
import type { AuthLimiter } from './auth.limits.js';

export const invalidCredentials = () => new AppError('invalid_credentials', 'Invalid credentials.');

let dummyHash: Promise<string> | undefined;

/** Whether the password matches; without a hash, the same argon2 work for a no, so timing tells nobody who has an account. */
async function passwordMatches(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password).catch(() => false);
  dummyHash ??= hash('no account has this password');
  return verify(await dummyHash, password).then(() => false, () => false);
}

/**
 * What a check after the right password (a second factor) says: nothing to let the sign-in through,
 * or the refusal to throw; a refusal that `counts` is a failed attempt, as a wrong password is.
 */
export type AfterPassword<T> = (found: T) => Promise<{ refusal: AppError; counts: boolean } | null>;

/**
 * A password sign-in within the attempt limits: one answer, "Invalid credentials.", for an unknown
 * account, a wrong password and an account without a password; failures count (also, through
 * `onWrongPassword`, on the account found), and success clears the pair's. `afterPassword` may still
 * refuse a right password (a missing or wrong second factor) before the success counts.
 */
export async function signInWithPassword<T extends { password_hash: string | null }>(
  limiter: AuthLimiter, account: string, address: string, find: () => Promise<T | undefined>, password: string,
  onWrongPassword?: (found: T) => Promise<void>, afterPassword?: AfterPassword<T>,
): Promise<T> {
  await limiter.assertCanLogIn(account, address);
  const found = await find();
  if (!found || !(await passwordMatches(found.password_hash, password))) {
    await limiter.loginFailed(account, address);
    if (found && onWrongPassword) await onWrongPassword(found);
    throw invalidCredentials();
  }
  const refused = afterPassword ? await afterPassword(found) : null;
  if (refused) {
    if (refused.counts) await limiter.loginFailed(account, address);
    throw refused.refusal;
  }
  await limiter.loginSucceeded(account, address);
  return found;
}
