import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language, StoreOwnerInvite } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { MailProvider } from '../auth/auth.mail.js';
import { insertPasswordReset } from './operator.account.repository.js';
import { inviteMail } from './operator.invite.mail.js';
import { holdsStoreRole, insertOperator, insertRoles, operatorByEmail } from './operator.repository.js';
import type { OperatorRoleName } from './operator.table.js';

/** How long an invitation's link lets its person choose a password. */
export const INVITE_TTL_DAYS = 7;

/** Who was made a store's owner, and the link to choose a password when the account is new (null when it had one). */
export interface OwnerInvitation {
  operatorId: number;
  email: string;
  /** The store the role is of; null for a business role or a courier's. */
  storeId: number | null;
  link: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A store's owner invited to the console: an account that exists gets the owner role of the store; a new
 * one is made without a password and with a link, good for 7 days and once, to choose one (the reset
 * page's, which then signs nothing in: the owner signs in and sets up the second factor owners need).
 * The role is written in the caller's transaction; the mail goes once that transaction is kept.
 */
export class OperatorInvites {
  constructor(private readonly deps: { clock: Clock; mail: MailProvider; publicUrl: string }) {}

  async owner(trx: Kysely<Database>, storeId: number, person: StoreOwnerInvite, now: string): Promise<OwnerInvitation> {
    const email = person.email.trim().toLowerCase();
    const existing = await operatorByEmail(trx, email);
    let operatorId = existing?.id;
    let link: string | null = null;
    if (operatorId === undefined) ({ operatorId, link } = await this.account(trx, { ...person, email }, 'store', storeId, now));
    if (!(await holdsStoreRole(trx, operatorId, 'owner', storeId))) {
      await insertRoles(trx, [{ operator_id: operatorId, role: 'owner', store_id: storeId, created_at: now }]);
    }
    return { operatorId, email, storeId, link };
  }

  /**
   * A new account without a password, of the kind (store staff, courier or support) and store its roles make it,
   * with a link, good for 7 days and once, to choose one (the reset page's). Written in the caller's transaction.
   */
  async account(
    trx: Kysely<Database>, person: { email: string; f_name: string; l_name?: string | undefined }, kind: OperatorRoleName, storeId: number | null, now: string,
  ): Promise<{ operatorId: number; link: string }> {
    const operatorId = await insertOperator(trx, {
      role: kind, store_id: storeId, zone_id: null, f_name: person.f_name.trim(), l_name: (person.l_name ?? '').trim(), email: person.email, phone: '',
      password_hash: '', image: null, lat: null, lng: null, location_updated_at: null, created_at: now, updated_at: now,
    });
    const raw = randomBytes(32).toString('base64url');
    await insertPasswordReset(trx, {
      operator_id: operatorId, token_hash: hashToken(raw), created_at: now,
      expires_at: new Date(Date.parse(now) + INVITE_TTL_DAYS * 86_400_000).toISOString(), used_at: null,
    });
    return { operatorId, link: `${this.deps.publicUrl.replace(/\/$/, '')}/console/reset-password?token=${raw}` };
  }

  /** The invitation's mail, in `lang` (the language an application was sent in; English otherwise): the link to choose a password for a new account, else a note that the store is theirs to run. */
  async send(invitation: OwnerInvitation, storeName: string, log: FastifyBaseLogger, lang: Language = 'en'): Promise<void> {
    const signIn = `${this.deps.publicUrl.replace(/\/$/, '')}/console/sign-in`;
    const mail = inviteMail(lang, storeName, invitation.link, INVITE_TTL_DAYS, signIn);
    try {
      await this.deps.mail.send({ to: invitation.email, ...mail }, log);
    } catch (err) {
      // The account and the role are kept; its person can still ask for a password link from the sign-in page.
      log.warn({ err, storeId: invitation.storeId, operatorId: invitation.operatorId }, 'a staff invitation could not be mailed');
    }
  }
}
