import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  PROFILE_TEXTS, RESET_TEXTS, type AuthLogin, type AuthOtpSent, type AuthSendOtp, type AuthSession, type AuthSignUp, type AuthSocialLogin,
  type AuthSocialRegister, type AuthVerificationNeeded, type AuthVerifyPhone, type Customer,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, Row } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, rule } from '../../lib/errors.js';
import { normalizePhone } from '../../lib/phone.js';
import { checkPassword, checkProfileFields, fieldError } from '../profile/profile.fields.js';
import type { AccountUser } from '../profile/profile.table.js';
import { clearFailedLogins, countFailedLogin, insertUser, updateCustomer } from '../profile/profile.repository.js';
import {
  deletePhoneCode, findPhoneCode, findUserByEmail, findUserByPhone, findUserByRefCode, findUserBySocialId, refCodeTaken, savePhoneCode, spendPhoneCode,
  takePhoneGuess,
} from './auth.repository.js';
import { codeMatches, guessCode, hashCode, newCode, wrongCode } from './auth.codes.js';
import type { GoogleIdTokenVerifier } from './auth.google.js';
import type { AuthLimiter } from './auth.limits.js';
import { signInWithPassword } from './auth.passwords.js';
import type { SmsProvider } from './auth.sms.js';
import { accountInactive, type SignedInCustomer, type TokenService } from './auth.tokens.js';

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_TTL_MS = 5 * 60_000;

type NewAccount = Pick<Row<'users'>, 'f_name' | 'l_name' | 'email' | 'phone' | 'password_hash' | 'login_medium' | 'social_id' | 'is_email_verified' | 'ref_by'>;

export interface AuthDeps {
  tokens: TokenService;
  limiter: AuthLimiter;
  google: GoogleIdTokenVerifier;
  sms: SmsProvider;
  clock: Clock;
  /** The business setting customer_verification: new and unverified password accounts confirm their phone before a token. */
  customerVerification: () => Promise<boolean>;
  /** The customer as every account call answers it (the customer feature's describe). */
  describe: (user: AccountUser) => Promise<Customer>;
  /** Moves what the guest owned (the cart) to the customer who just signed in or up. */
  onSignedIn?: (userId: number, guestId: string) => Promise<void>;
}

/** Sign-up, sign-in (password, Google, SMS code) and sign-out. */
export class AuthService {

  constructor(
    private readonly db: Db,
    private readonly deps: AuthDeps,
  ) {}

  /** With customer_verification on, the account is made but answers a texted code instead of a token. */
  async signUp(body: AuthSignUp, address: string, log: FastifyBaseLogger): Promise<AuthSession | AuthVerificationNeeded> {
    const fields = checkProfileFields(body, { phoneRequired: true });
    const password = checkPassword(body.password);
    await this.deps.limiter.countSignUp([fields.email, fields.phone!], address);
    if (await findUserByEmail(this.db, fields.email)) throw new AppError('conflict', 'This email is already registered. Please sign in instead.');
    if (await findUserByPhone(this.db, fields.phone!)) throw new AppError('conflict', 'This phone number is already registered. Please sign in instead.');
    const refBy = await this.referrer(body.ref_code);
    const passwordHash = await hash(password);
    const account = { f_name: fields.f_name, l_name: fields.l_name, email: fields.email, phone: fields.phone, password_hash: passwordHash, login_medium: 'manual', social_id: null, is_email_verified: 0, ref_by: refBy };
    if (await this.deps.customerVerification()) {
      await this.createAccount(account, body.guest_id ?? null, { withToken: false });
      return this.askToVerify(fields.phone!, address, log);
    }
    return this.createAccount(account, body.guest_id ?? null);
  }

  /**
   * One answer, "Invalid credentials.", for an unknown account, a wrong password and a Google-only
   * account, with the same hashing work in each case, so that sign-in tells nobody who has an account.
   */
  async login(body: AuthLogin, address: string, log: FastifyBaseLogger): Promise<AuthSession | AuthVerificationNeeded> {
    const raw = (body.email_or_phone ?? body.email ?? body.phone ?? '').trim();
    if (!raw) throw fieldError([{ code: 'email_or_phone', message: 'Email or phone is required' }]);
    const byEmail = raw.includes('@');
    const account = byEmail ? raw.toLowerCase() : (normalizePhone(raw) ?? raw);
    const user = await signInWithPassword(this.deps.limiter, account, address, async () =>
      (byEmail ? findUserByEmail(this.db, account) : account.startsWith('+') ? findUserByPhone(this.db, account) : undefined), body.password,
    (found) => countFailedLogin(this.db, found.id));
    if (user.status !== 1) throw accountInactive();
    // Only after the right password, so that the 202 reveals nothing to whoever guesses.
    if (user.login_medium === 'manual' && user.phone && !user.is_phone_verified && (await this.deps.customerVerification())) {
      return this.askToVerify(user.phone, address, log);
    }
    return this.startSession(user, body.guest_id ?? null);
  }

  /** Signs in with a Google account already known by its id, or by its verified email (which links the two). */
  async socialLogin(body: AuthSocialLogin): Promise<AuthSession> {
    const google = await this.deps.google.verify(body.token);
    let user = await findUserBySocialId(this.db, google.sub);
    if (!user && google.email && google.emailVerified) user = await findUserByEmail(this.db, google.email);
    if (!user) throw new AppError('not_found', 'Account not found. Please sign up.');
    if (user.status !== 1) throw accountInactive();
    if (!user.social_id) user = await updateCustomer(this.db, user.id, { social_id: google.sub, is_email_verified: 1, updated_at: this.now() });
    return this.startSession(user, body.guest_id ?? null);
  }

  /** A new account from a Google account: no password; names from Google unless given. */
  async socialRegister(body: AuthSocialRegister, address: string): Promise<AuthSession> {
    const google = await this.deps.google.verify(body.token);
    if (!google.email || !google.emailVerified) {
      throw rule('Your Google account has no verified email address. Please sign up with your email instead.');
    }
    const f_name = (body.f_name ?? '').trim() || google.givenName || google.name || '';
    const l_name = (body.l_name ?? '').trim() || google.familyName || '';
    if (!f_name) throw fieldError([{ code: 'f_name', message: PROFILE_TEXTS.f_name_required }]);
    let phone: string | null = null;
    if (body.phone?.trim()) {
      phone = normalizePhone(body.phone);
      if (!phone) throw fieldError([{ code: 'phone', message: PROFILE_TEXTS.phone_invalid }]);
    }
    await this.deps.limiter.countSignUp([google.email, ...(phone ? [phone] : [])], address);
    if ((await findUserBySocialId(this.db, google.sub)) || (await findUserByEmail(this.db, google.email))) {
      throw new AppError('conflict', 'An account already exists for this Google account. Please sign in.');
    }
    if (phone && (await findUserByPhone(this.db, phone))) throw new AppError('conflict', 'This phone number is already registered. Please sign in instead.');
    const refBy = await this.referrer(body.ref_code);
    return this.createAccount(
      { f_name, l_name, email: google.email, phone, password_hash: null, login_medium: 'google', social_id: google.sub, is_email_verified: 1, ref_by: refBy },
      body.guest_id ?? null,
    );
  }

  logout(customer: SignedInCustomer): Promise<void> {
    return this.deps.tokens.revoke(customer.tokenId);
  }

  /**
   * Sends a six-digit code to the phone of an active account. The answer is the same for a phone
   * nobody has, so the route neither reveals accounts nor sends texts to strangers.
   */
  async sendCode(body: AuthSendOtp, address: string, log: FastifyBaseLogger): Promise<AuthOtpSent> {
    const phone = normalizePhone(body.phone);
    if (!phone) throw fieldError([{ code: 'phone', message: body.phone.trim() ? PROFILE_TEXTS.phone_invalid : PROFILE_TEXTS.phone_required }]);
    this.deps.sms.assertAvailable();
    await this.deps.limiter.countCodeRequest(phone, address);
    const user = await findUserByPhone(this.db, phone);
    if (user && user.status === 1) await this.textCode(phone, log);
    return { message: 'A verification code has been sent to your phone.', expires_in: CODE_TTL_MS / 1000 };
  }

  private async textCode(phone: string, log: FastifyBaseLogger): Promise<void> {
    const code = newCode();
    const now = this.deps.clock.now().getTime();
    await savePhoneCode(this.db, {
      phone,
      code_hash: hashCode(phone, code),
      expires_at: new Date(now + CODE_TTL_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    });
    await this.deps.sms.send({ to: phone, text: `Your verification code is ${code}. It expires in 5 minutes.` }, log);
  }

  /**
   * Texts a code to the account's phone and answers the 202 that asks for it. Past the code-request
   * limit no text goes out, yet the answer is the same: the customer may ask again later with send-otp.
   */
  private async askToVerify(phone: string, address: string, log: FastifyBaseLogger): Promise<AuthVerificationNeeded> {
    let allowed = true;
    try {
      await this.deps.limiter.countCodeRequest(phone, address);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'too_many_requests')) throw err;
      allowed = false;
    }
    if (allowed) await this.textCode(phone, log);
    return { verification: 'phone', phone, message: RESET_TEXTS.verify_phone, expires_in: CODE_TTL_MS / 1000 };
  }

  /**
   * A right code marks the phone verified and signs the customer in, so guesses are limited twice:
   * per code (the fifth wrong one spends it, taken atomically as reset codes are) and per address.
   */
  async verifyPhone(body: AuthVerifyPhone, address: string): Promise<AuthSession> {
    const phone = normalizePhone(body.phone);
    if (!phone) throw fieldError([{ code: 'phone', message: PROFILE_TEXTS.phone_invalid }]);
    await this.deps.limiter.countCodeGuess(address);
    const pending = await findPhoneCode(this.db, phone);
    if (!pending || pending.expires_at <= this.now()) throw wrongCode();
    await guessCode({
      take: (allowed) => takePhoneGuess(this.db, phone, allowed),
      drop: () => deletePhoneCode(this.db, phone),
      pending: async () => (await findPhoneCode(this.db, phone)) !== undefined,
    }, codeMatches(pending.code_hash, phone, body.otp));
    // Of two right guesses at once, only the one that spends the code goes on.
    const verified = await inTransaction(this.db, async (trx) => {
      if (!(await spendPhoneCode(trx, phone, pending.code_hash))) throw wrongCode();
      const user = await findUserByPhone(trx, phone);
      if (!user) throw wrongCode();
      if (user.status !== 1) throw accountInactive();
      return updateCustomer(trx, user.id, { is_phone_verified: 1, updated_at: this.now() });
    });
    return this.startSession(verified, body.guest_id ?? null);
  }

  /** Called whenever a visitor becomes a signed-in customer, with the guest id they had. */
  private async onCustomerSignedIn(customerId: number, guestId: string | null): Promise<void> {
    if (guestId && this.deps.onSignedIn) await this.deps.onSignedIn(customerId, guestId);
  }

  /** Signs an existing account in, telling (once) the wrong passwords given for it since its last sign-in. */
  private async startSession(user: Row<'users'>, guestId: string | null): Promise<AuthSession> {
    const token = await this.deps.tokens.issue(this.db, user.id, guestId);
    const failedAttempts = user.failed_logins_since_success;
    if (failedAttempts > 0) await clearFailedLogins(this.db, user.id);
    return this.session(user, token, guestId, failedAttempts);
  }

  private async session(user: Row<'users'>, token: string, guestId: string | null, failedAttempts = 0): Promise<AuthSession> {
    await this.onCustomerSignedIn(user.id, guestId);
    return {
      token,
      failed_attempts: failedAttempts,
      is_phone_verified: user.is_phone_verified ? 1 : 0,
      is_email_verified: user.is_email_verified ? 1 : 0,
      is_personal_info: user.f_name.trim() && user.l_name.trim() ? 1 : 0,
      user: await this.deps.describe(user),
    };
  }

  private async createAccount(account: NewAccount, guestId: string | null, options: { withToken: false }): Promise<void>;
  private async createAccount(account: NewAccount, guestId: string | null): Promise<AuthSession>;
  private async createAccount(account: NewAccount, guestId: string | null, { withToken = true } = {}): Promise<AuthSession | void> {
    const now = this.now();
    try {
      const { user, token } = await inTransaction(this.db, async (trx) => {
        const created = await insertUser(trx, {
          ...account,
          image: null,
          status: 1,
          is_phone_verified: 0,
          ref_code: await this.newRefCode(trx),
          interest: '[]',
          wallet_balance: 0,
          loyalty_point: 0,
          cm_firebase_token: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        });
        return { user: created, token: withToken ? await this.deps.tokens.issue(trx, created.id, guestId) : null };
      });
      if (token) return await this.session(user, token, guestId);
    } catch (err) {
      // Two sign-ups raced for the same email or phone: the unique index had the last word.
      if (isUniqueViolation(err)) throw new AppError('conflict', 'This email or phone number is already registered. Please sign in instead.');
      throw err;
    }
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  private async referrer(refCode: string | null | undefined): Promise<number | null> {
    const code = (refCode ?? '').trim().toUpperCase();
    if (!code) return null;
    const referrer = await findUserByRefCode(this.db, code);
    if (!referrer) throw fieldError([{ code: 'ref_code', message: 'Referral code is not valid.' }]);
    return referrer.id;
  }

  private async newRefCode(trx: Kysely<Database>): Promise<string> {
    for (;;) {
      const code = Array.from({ length: 8 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
      if (!(await refCodeTaken(trx, code))) return code;
    }
  }

  /** A hash of nothing in particular, verified against when there is no account, so that failures take as long either way. */
}
