import type { AuthLimits } from '../../config.auth.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { AttemptCount, AttemptStore } from '../../lib/attempts.js';

/** Addresses that signed in to an account lately, remembered outside the attempt store (auth.known-addresses.ts). */
export interface KnownAddresses {
  isKnown(account: string, address: string): Promise<boolean>;
  remember(account: string, address: string): Promise<void>;
}

/** How long an account and address pair's failures are remembered, unless a success from it clears them. */
const PAIR_MEMORY_MS = 24 * 60 * 60_000;

/**
 * Attempt limits for sign-in, sign-up, SMS codes and their guesses. A sign-in is limited three ways, so that nobody
 * can lock a customer out by failing on purpose: per account and address, with refusals growing from
 * 1 minute to the maximum; per account from every address (a high ceiling); per address across
 * accounts. An address that has signed in to the account is held only to its own pair limit.
 */
export class AuthLimiter {
  constructor(
    private readonly store: AttemptStore,
    private readonly limits: AuthLimits,
    private readonly clock: Clock,
    private readonly known: KnownAddresses,
  ) {}

  private get windowMs() {
    return this.limits.windowMinutes * 60_000;
  }

  private tooMany(count: AttemptCount): AppError {
    const minutes = Math.max(1, Math.ceil((count.resetAt - this.clock.now().getTime()) / 60_000));
    return new AppError('too_many_requests', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }

  /** Refuses a sign-in while its pair is refused, or, from an address new to the account, while the account or the address is. */
  async assertCanLogIn(account: string, address: string): Promise<void> {
    const refused = await this.store.peek(lockKey(account, address));
    if (refused) throw this.tooMany(refused);
    if (await this.known.isKnown(account, address)) return;
    for (const [key, max] of [[`login:account:${account}`, this.limits.loginPerAccount], [`login:address:${address}`, this.limits.loginPerAddress]] as const) {
      const count = await this.store.peek(key);
      if (count && count.count >= max) throw this.tooMany(count);
    }
  }

  /** Counts the failure three ways; past the pair's free failures, refuses the pair for 1, 2, 4... minutes. */
  async loginFailed(account: string, address: string): Promise<void> {
    const failures = await this.store.hit(pairKey(account, address), PAIR_MEMORY_MS);
    const over = failures.count - this.limits.loginPerPair;
    if (over >= 0) {
      const minutes = Math.min(2 ** Math.min(over, 30), this.limits.loginMaxDelayMinutes);
      await this.store.hit(lockKey(account, address), minutes * 60_000);
    }
    await this.store.hit(`login:account:${account}`, this.windowMs);
    await this.store.hit(`login:address:${address}`, this.windowMs);
  }

  /**
   * Clears the pair's failures and remembers the address. The account-wide count stays: a success
   * from the owner's address must not give a stranger elsewhere a fresh allowance.
   */
  async loginSucceeded(account: string, address: string): Promise<void> {
    await this.store.reset(pairKey(account, address));
    await this.store.reset(lockKey(account, address));
    await this.known.remember(account, address);
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

  /** Every phone-code guess counts, right or wrong, so that one address cannot guess across many phones' codes. */
  async countCodeGuess(address: string): Promise<void> {
    await this.count(`verify:address:${address}`, this.limits.verifyPerAddress);
  }

  /** Every reset-code request counts, for a known account or not, so that the limit tells nobody which accounts exist. */
  async countResetRequest(account: string, address: string): Promise<void> {
    await this.count(`reset:address:${address}`, this.limits.resetPerAddress);
    await this.count(`reset:account:${account}`, this.limits.resetPerAccount);
  }

  /** Every application to open a store counts, from an address without an account, as its sign-ups do. */
  async countStoreApplication(address: string): Promise<void> {
    await this.count(`store-application:address:${address}`, this.limits.signupPerAddress);
  }

  private async count(key: string, max: number): Promise<void> {
    const count = await this.store.hit(key, this.windowMs);
    if (count.count > max) throw this.tooMany(count);
  }
}

const pairKey = (account: string, address: string) => `login:pair:${account}|${address}`;
const lockKey = (account: string, address: string) => `login:pair-lock:${account}|${address}`;
