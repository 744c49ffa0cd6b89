import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import { OPERATOR_ACCOUNT_TEXTS, OPERATOR_RESET_TTL_MINUTES, type OperatorForgotPassword, type OperatorResetPassword } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { invalid } from '../../lib/errors.js';
import { recordChange } from '../audit/audit.repository.js';
import type { AuthLimiter } from '../auth/auth.limits.js';
import type { MailProvider } from '../auth/auth.mail.js';
import { checkPassword } from '../profile/profile.fields.js';
import {
  closePendingResets, insertPasswordReset, operatorById, revokeAllSessions, setPasswordHash, spendPasswordReset,
} from './operator.account.repository.js';
import { operatorByEmail } from './operator.repository.js';
import { staffAccountKey } from './operator.service.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A forgotten staff password: a link mailed to the account's address, good for 60 minutes and once,
 * then a new password (the customers' rules), every session of the account signed out. The request
 * answers the same whether or not an account uses the email, so it tells nobody who works here.
 */
export class OperatorResetService {
  constructor(
    private readonly db: Db,
    private readonly deps: { clock: Clock; limiter: AuthLimiter; mail: MailProvider; publicUrl: string },
  ) {}

  /** A new link replaces the account's earlier ones; requests count per email and per address, as customers' do. */
  async forgot(body: OperatorForgotPassword, address: string, log: FastifyBaseLogger): Promise<{ message: string }> {
    const email = body.email.trim().toLowerCase();
    this.deps.mail.assertAvailable();
    await this.deps.limiter.countResetRequest(staffAccountKey(email), address);
    const account = await operatorByEmail(this.db, email);
    if (account && account.status === 1) {
      const raw = randomBytes(32).toString('base64url');
      const now = this.deps.clock.now();
      await closePendingResets(this.db, account.id, now.toISOString());
      await insertPasswordReset(this.db, {
        operator_id: account.id, token_hash: hashToken(raw), created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + OPERATOR_RESET_TTL_MINUTES * 60_000).toISOString(), used_at: null,
      });
      const link = `${this.deps.publicUrl.replace(/\/$/, '')}/console/reset-password?token=${raw}`;
      await this.deps.mail.send({
        to: account.email,
        subject: 'Choose a new password for the staff console',
        text: `To choose a new password, open this link: ${link}\n\nIt works once, for ${OPERATOR_RESET_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this message.`,
      }, log);
    }
    return { message: OPERATOR_ACCOUNT_TEXTS.reset_sent };
  }

  /**
   * Spends the link (a conditional update, so of two resets racing with one link one wins), sets the
   * password, closes the account's other links and signs every session out, with its audit entry, in
   * one transaction.
   */
  async reset(body: OperatorResetPassword, address: string): Promise<{ message: string }> {
    const passwordHash = await hash(checkPassword(body.password));
    const at = this.deps.clock.now().toISOString();
    const operatorId = await inTransaction(this.db, async (trx) => {
      const id = await spendPasswordReset(trx, hashToken(body.token), at);
      if (id === undefined) throw invalid(OPERATOR_ACCOUNT_TEXTS.reset_link_bad, 'token');
      await closePendingResets(trx, id, at);
      await setPasswordHash(trx, id, passwordHash, at);
      await revokeAllSessions(trx, id, at);
      await recordChange(trx, { operatorId: id, ip: address }, {
        action: 'account.password_reset', entity: 'operator', entityId: id, storeId: null, before: undefined, after: { by: 'mailed_link', sessions: 'signed_out' },
      }, at);
      return id;
    });
    // The owner proved the mailbox: this address's failed sign-ins no longer hold it back.
    const account = await operatorById(this.db, operatorId);
    if (account) await this.deps.limiter.loginSucceeded(staffAccountKey(account.email), address);
    return { message: OPERATOR_ACCOUNT_TEXTS.password_changed };
  }
}
