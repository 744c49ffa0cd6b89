import { generateSecret, generateURI, verify } from 'otplib';
import { OPERATOR_ACCOUNT_TEXTS } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/errors.js';
import { spendTotpStep } from './operator.account.repository.js';

/** Authenticator codes change every 30 seconds; one step either side is accepted, for clocks that drift. */
const PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export type CodeCheck = 'right' | 'wrong' | 'used';

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUrl = (issuer: string, email: string, secret: string): string => generateURI({ issuer, label: email, secret });

/** The time step `code` belongs to (now, or one step either side), or null when it belongs to none. */
async function matchingStep(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS, period: PERIOD_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Checks an account's code and spends its time step: a code of a step not later than the last one
 * accepted is "used". Spending is a conditional update, so of two sign-ins racing with one code only
 * one gets through.
 */
export async function spendCode(db: Db, account: { id: number; totp_secret: string | null; totp_last_step: number | null }, code: string, now: Date): Promise<CodeCheck> {
  if (!account.totp_secret) return 'wrong';
  const step = await matchingStep(account.totp_secret, code, now);
  if (step === null) return 'wrong';
  if (account.totp_last_step !== null && step <= account.totp_last_step) return 'used';
  return (await spendTotpStep(db, account.id, step)) ? 'right' : 'used';
}

/** The refusal of a sign-in or set-up for a code that is missing, wrong or spent already. */
export function codeRefusal(check: CodeCheck | 'missing'): AppError {
  const message = check === 'missing' ? OPERATOR_ACCOUNT_TEXTS.code_required : check === 'used' ? OPERATOR_ACCOUNT_TEXTS.code_used : OPERATOR_ACCOUNT_TEXTS.code_wrong;
  return new AppError('two_factor_required', message);
}
