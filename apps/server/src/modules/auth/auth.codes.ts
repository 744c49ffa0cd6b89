import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_TEXTS } from '@storefront/contract';
import { AppError, rule } from '../../lib/errors.js';

/** Guesses a one-time code allows: the last of them, if wrong, spends it. */
export const CODE_MAX_WRONG = 5;

export const wrongCode = () => rule(RESET_TEXTS.code_wrong);
export const tooManyCodes = () => new AppError('too_many_requests', RESET_TEXTS.too_many_codes);

/** A six-digit one-time code. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are kept hashed with what they were sent for (a phone, an account), so a leaked row is no usable code elsewhere. */
export function hashCode(scope: string, code: string): string {
  return createHash('sha256').update(`${scope}:${code.trim()}`).digest('hex');
}

export function codeMatches(expectedHash: string, scope: string, given: string): boolean {
  const expected = Buffer.from(expectedHash, 'hex');
  const actual = Buffer.from(hashCode(scope, given), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** One pending code's guess allowance, through its repository (a reset code, a phone code). */
export interface CodeGuesses {
  /** Takes one guess in a single conditional update; answers the guesses used, or undefined when none was left. */
  take(allowed: number): Promise<number | undefined>;
  /** Spends the code. */
  drop(): Promise<void>;
  /** Whether a code is still pending: one spent by a racing right guess leaves no guess to take, and that is no overuse. */
  pending(): Promise<boolean>;
}

/**
 * Takes a guess before judging it, so that guesses sent at once cannot all read the same count and
 * all be compared: a wrong guess answers 422, and the last one allowed, or any past it, spends the code (429).
 */
export async function guessCode(guesses: CodeGuesses, right: boolean): Promise<void> {
  const used = await guesses.take(CODE_MAX_WRONG);
  if (used === undefined && !(await guesses.pending())) throw wrongCode();
  if (used !== undefined && right) return;
  if (used !== undefined && used < CODE_MAX_WRONG) throw wrongCode();
  await guesses.drop();
  throw tooManyCodes();
}
