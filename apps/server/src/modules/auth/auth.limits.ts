import type { AuthLimits } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { AttemptCount, AttemptStore } from '../../lib/attempts.js';

/**
 * Attempt limits for sign-in, sign-up and SMS codes, per account and per client address. Windows are
 * fixed and short, so the real owner is never locked out for longer than one window, and a
 * successful sign-in clears the account's failures.
 */
export class AuthLimiter {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: AuthLimits,
    private readonly clock: Clock,
  ) {}

  private get windowMs() {
    return this.limits.windowMinutes * 60_000;
  }

  private tooMany(count: AttemptCount): AppError {
    const minutes = Math.max(1, Math.ceil((count.resetAt - this.clock.now().getTime()) / 60_000));
    return new AppError('too_many_requests', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }

  /** Refuses a sign-in while the account or the address has used up its failures. */
  async assertCanLogIn(account: string, address: string): Promise<void> {
    for (const [key, max] of [[`login:account:${account}`, this.limits.loginPerAccount], [`login:address:${address}`, this.limits.loginPerAddress]] as const) {
      const count = await this.store.peek(key);
      if (count && count.count >= max) throw this.tooMany(count);
    }
  }

  async loginFailed(account: string, address: string): Promise<void> {
    await this.store.hit(`login:account:${account}`, this.windowMs);
    await this.store.hit(`login:address:${address}`, this.windowMs);
  }

  async loginSucceeded(account: string): Promise<void> {
    await this.store.reset(`login:account:${account}`);
  }

  /** Every sign-up attempt counts, successful or not, for each email or phone it names and for the address. */
  async countSignUp(accounts: string[], address: string): Promise<void> {
    await this.count(`signup:address:${address}`, this.limits.signupPerAddress);
    for (const account of accounts) await this.count(`signup:account:${account}`, this.limits.signupPerAccount);
  }

  async countCodeRequest(phone: string, address: string): Promise<void> {
    await this.count(`otp:address:${address}`, this.limits.otpPerAddress);
    await this.count(`otp:phone:${phone}`, this.limits.otpPerPhone);
  }

  private async count(key: string, max: number): Promise<void> {
    const count = await this.store.hit(key, this.windowMs);
    if (count.count > max) throw this.tooMany(count);
  }
}
