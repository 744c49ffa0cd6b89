import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_TEXTS } from '@storefront/contract';
import { AppError } from '../../lib/errors.js';

/** Wrong guesses a one-time code survives. */
export const CODE_MAX_WRONG = 5;

export const wrongCode = () => new AppError('business_rule', RESET_TEXTS.code_wrong);
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
