import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import {
  PROFILE_TEXTS, RESET_TEXTS, type AuthForgotPassword, type AuthResetCodeSent, type AuthResetPassword, type AuthVerifyResetToken,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Row } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { normalizePhone } from '../../lib/phone.js';
import { checkPassword, fieldError } from '../profile/profile.fields.js';
import { updateCustomer } from '../profile/profile.repository.js';
import { codeMatches, guessCode, hashCode, newCode, wrongCode } from './auth.codes.js';
import type { AuthLimiter } from './auth.limits.js';
import type { MailProvider } from './auth.mail.js';
import {
  deleteResetCode, findResetCode, findUserByEmail, findUserByPhone, giveBackResetGuess, saveResetCode, spendResetCode, takeResetGuess,
} from './auth.repository.js';
import type { SmsProvider } from './auth.sms.js';
import type { TokenService } from './auth.tokens.js';

const RESET_TTL_MS = 10 * 60_000;

export interface PasswordResetDeps {
  tokens: TokenService;
  limiter: AuthLimiter;
  sms: SmsProvider;
  mail: MailProvider;
  clock: Clock;
}

/** The email or phone a reset names, normalised as accounts keep it. */
interface AccountName {
  channel: 'email' | 'phone';
  value: string;
}

function accountName(raw: string): AccountName {
  const text = raw.trim();
  if (!text) throw fieldError([{ code: 'email_or_phone', message: 'Email or phone is required' }]);
  if (text.includes('@')) return { channel: 'email', value: text.toLowerCase() };
  const phone = normalizePhone(text);
  if (!phone) throw fieldError([{ code: 'email_or_phone', message: PROFILE_TEXTS.phone_invalid }]);
  return { channel: 'phone', value: phone };
}

/** The code is hashed with the account and the address it went to, so it proves that address and no other. */
const scopeOf = (userId: number, name: AccountName) => `reset:${userId}:${name.channel}:${name.value}`;

/**
 * Forgotten passwords: a six-digit code by mail or SMS, checked, then spent on a new password. Every
 * step answers an unknown account as it answers a wrong code, so the flow tells nobody who has an account.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly deps: PasswordResetDeps,
  ) {}

  async requestCode(body: AuthForgotPassword, address: string, log: FastifyBaseLogger): Promise<AuthResetCodeSent> {
    const name = accountName(body.email_or_phone);
    (name.channel === 'email' ? this.deps.mail : this.deps.sms).assertAvailable();
    await this.deps.limiter.countResetRequest(name.value, address);
    const user = await this.findAccount(name);
    if (user) {
      const code = newCode();
      const now = this.deps.clock.now().getTime();
      await saveResetCode(this.db, {
        user_id: user.id,
        channel: name.channel,
        code_hash: hashCode(scopeOf(user.id, name), code),
        expires_at: new Date(now + RESET_TTL_MS).toISOString(),
        created_at: new Date(now).toISOString(),
      });
      if (name.channel === 'email') {
        await this.deps.mail.send({
          to: name.value,
          subject: 'Your password reset code',
          text: `Your password reset code is ${code}. It expires in 10 minutes.\n\nIf you did not ask for it, you can ignore this message.`,
        }, log);
      } else {
        await this.deps.sms.send({ to: name.value, text: `Your password reset code is ${code}. It expires in 10 minutes.` }, log);
      }
    }
    return { message: RESET_TEXTS.code_sent, channel: name.channel, expires_in: RESET_TTL_MS / 1000 };
  }

  async verifyCode(body: AuthVerifyResetToken, address: string): Promise<{ message: string }> {
    await this.check(body.email_or_phone, body.reset_token, address);
    return { message: RESET_TEXTS.code_right };
  }

  /**
   * The new password, the spent code, every token revoked and the address the code went to marked
   * verified, all in one transaction; the code is spent by a conditional delete, so of two resets
   * racing with one code only one succeeds.
   */
  async resetPassword(body: AuthResetPassword, address: string): Promise<{ message: string }> {
    const { user, name, codeHash } = await this.check(body.email_or_phone, body.reset_token, address);
    const passwordHash = await hash(checkPassword(body.password, body.confirm_password));
    const now = this.deps.clock.now().toISOString();
    await inTransaction(this.db, async (trx) => {
      if (!(await spendResetCode(trx, user.id, codeHash, now))) throw wrongCode();
      await updateCustomer(trx, user.id, {
        password_hash: passwordHash,
        ...(name.channel === 'email' ? { is_email_verified: 1 } : { is_phone_verified: 1 }),
        updated_at: now,
      });
      await this.deps.tokens.revokeAll(trx, user.id);
    });
    // The owner proved the account: this address is now theirs, and its failed sign-ins no longer hold it back.
    await this.deps.limiter.loginSucceeded(name.value, address);
    return { message: RESET_TEXTS.password_changed };
  }

  /**
   * The pending code of the account, if `code` is it; a wrong code counts, and the fifth wrong one spends it.
   * Guesses also count per address (with phone codes), so one address cannot try codes across many accounts.
   */
  private async check(rawName: string, code: string, address: string): Promise<{ user: Row<'users'>; name: AccountName; codeHash: string }> {
    const name = accountName(rawName);
    await this.deps.limiter.countCodeGuess(address);
    const user = await this.findAccount(name);
    if (!user) throw wrongCode();
    const pending = await findResetCode(this.db, user.id);
    if (!pending || pending.channel !== name.channel || pending.expires_at <= this.deps.clock.now().toISOString()) throw wrongCode();
    await guessCode({
      take: (allowed) => takeResetGuess(this.db, user.id, allowed),
      drop: () => deleteResetCode(this.db, user.id),
      pending: async () => (await findResetCode(this.db, user.id)) !== undefined,
    }, codeMatches(pending.code_hash, scopeOf(user.id, name), code));
    await giveBackResetGuess(this.db, user.id);
    return { user, name, codeHash: pending.code_hash };
  }

  /** Only an active account that signs in with a password can reset one. */
  private async findAccount(name: AccountName): Promise<Row<'users'> | undefined> {
    const user = name.channel === 'email' ? await findUserByEmail(this.db, name.value) : await findUserByPhone(this.db, name.value);
    return user && user.status === 1 && user.login_medium === 'manual' && user.password_hash ? user : undefined;
  }
}
