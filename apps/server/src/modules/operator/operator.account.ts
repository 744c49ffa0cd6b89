import { OPERATOR_ACCOUNT_TEXTS, type ConsoleSession, type StaffSessionList, type TwoFactorConfirm, type TwoFactorSetup } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import {
  completeSession, enableTwoFactor, liveSessions, revokeLimitedSessions, revokeSession, savePendingSecret,
} from './operator.account.repository.js';
import type { OperatorService, SignedInOperator } from './operator.service.js';
import { newTotpSecret, spendCode, totpUrl } from './operator.two-factor.js';

/** The issuer an authenticator app shows beside the code when the business has no name set. */
const DEFAULT_ISSUER = 'Souqly';

const alreadyOn = () => new AppError('conflict', OPERATOR_ACCOUNT_TEXTS.two_factor_on_already);

/**
 * The signed-in person's own account in the console: setting up the second factor, and the sessions
 * signed in. Open to a limited session (one that must still set up its second factor). Every change
 * is written to the audit log in its own transaction.
 */
export class OperatorAccountService {
  constructor(
    private readonly db: Db,
    private readonly deps: { clock: Clock; operators: OperatorService; businessName: () => Promise<string | undefined> },
  ) {}

  /** A new secret, kept until a first code confirms it; the second factor is off until then. */
  async startTwoFactor(op: SignedInOperator): Promise<TwoFactorSetup> {
    if (op.row.totp_enabled_at !== null) throw alreadyOn();
    const secret = newTotpSecret();
    if (!(await savePendingSecret(this.db, op.id, secret, this.deps.clock.now().toISOString()))) throw alreadyOn();
    const issuer = (await this.deps.businessName())?.trim() || DEFAULT_ISSUER;
    return { secret, otpauth_url: totpUrl(issuer, op.row.email, secret) };
  }

  /**
   * A first right code turns the second factor on and completes this session; the account's other
   * sessions that signed in by the password alone are revoked, as they never proved it.
   */
  async confirmTwoFactor(op: SignedInOperator, body: TwoFactorConfirm, ip: string | null): Promise<ConsoleSession> {
    if (op.row.totp_enabled_at !== null) throw alreadyOn();
    const secret = op.row.totp_secret;
    if (secret === null) throw new AppError('conflict', OPERATOR_ACCOUNT_TEXTS.two_factor_not_started);
    const now = this.deps.clock.now();
    const at = now.toISOString();
    await inTransaction(this.db, async (trx) => {
      const check = await spendCode(trx, op.row, body.code, now);
      if (check !== 'right') throw invalid(check === 'used' ? OPERATOR_ACCOUNT_TEXTS.code_used : OPERATOR_ACCOUNT_TEXTS.code_wrong, 'code');
      // A set-up started meanwhile (another tab) made a new secret: this code proves the old one only.
      if (!(await enableTwoFactor(trx, op.id, secret, at))) throw invalid(OPERATOR_ACCOUNT_TEXTS.code_wrong, 'code');
      await completeSession(trx, op.tokenId);
      await revokeLimitedSessions(trx, op.id, op.tokenId, at);
      await recordChange(trx, this.actor(op, ip), {
        action: 'account.two_factor_on', entity: 'operator', entityId: op.id, storeId: null, before: { two_factor: false }, after: { two_factor: true },
      }, at);
    });
    return this.deps.operators.consoleSession({ ...op, limited: false, row: { ...op.row, totp_enabled_at: at } });
  }

  async sessions(op: SignedInOperator): Promise<StaffSessionList> {
    const rows = await liveSessions(this.db, op.id, this.deps.clock.now().toISOString());
    return { sessions: rows.map((r) => ({ ...r, current: r.id === op.tokenId })) };
  }

  /** Signs one of the person's own sessions out (this one too); another person's is not found. */
  async revoke(op: SignedInOperator, sessionId: number, ip: string | null): Promise<{ message: string }> {
    const at = this.deps.clock.now().toISOString();
    await inTransaction(this.db, async (trx) => {
      if (!(await revokeSession(trx, op.id, sessionId, at))) throw notFound(OPERATOR_ACCOUNT_TEXTS.session_not_found);
      await recordChange(trx, this.actor(op, ip), {
        action: 'account.session_revoked', entity: 'operator', entityId: op.id, storeId: null,
        before: { session_id: sessionId, signed_in: true }, after: { session_id: sessionId, signed_in: false },
      }, at);
    });
    return { message: OPERATOR_ACCOUNT_TEXTS.session_ended };
  }

  private actor(op: SignedInOperator, ip: string | null): StaffActor {
    return { operatorId: op.id, ip };
  }
}
