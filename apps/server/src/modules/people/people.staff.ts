import {
  STAFF_TEXTS, STORE_ROLES, type ConsoleStaffInvite, type ConsoleStaffMember, type ConsoleStaffPage, type ConsoleStaffQuery, type StaffGrantInput,
  type StaffRole,
} from '@storefront/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { invalid, notFound, rule } from '../../lib/errors.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { insertCourier, setOffline } from '../couriers/couriers.repository.js';
import { revokeAllSessions } from '../operator/operator.account.repository.js';
import type { OperatorInvites } from '../operator/operator.invite.js';
import { operatorByEmail, replaceRoles, setOperatorStatus, insertRoles } from '../operator/operator.repository.js';
import type { OperatorRoleName } from '../operator/operator.table.js';
import type { PeopleDeps } from './people.customers.js';
import { grantsById, toConsoleStaffMember } from './people.mapper.js';
import { existingStores, otherActiveAdmins, rolesOfMany, staffPage, staffRow } from './people.repository.js';

export interface StaffDeps extends PeopleDeps { invites: OperatorInvites; businessName: () => Promise<string> }

interface Grants { rows: { role: StaffRole; store_id: number | null }[]; kind: OperatorRoleName; storeId: number | null }

const isStoreRole = (role: StaffRole) => (STORE_ROLES as readonly string[]).includes(role);

/**
 * The staff as the business's admins keep them: invited by email with their roles (mailed a link to choose
 * a password), their roles changed, deactivated (every session revoked, signing in refused) and activated.
 * Nobody changes their own roles or deactivates themselves, and the last active admin keeps the role.
 * An invited courier waits for approval (couriers). Every change is one transaction with its audit entry.
 */
export class StaffConsoleService {
  constructor(private readonly deps: StaffDeps) {}

  async page(query: ConsoleStaffQuery): Promise<ConsoleStaffPage> {
    const { rows, total } = await staffPage(this.deps.db, query, query.limit ?? 25, query.offset ?? 0);
    const grants = grantsById(await rolesOfMany(this.deps.db, rows.map((r) => r.id)));
    return { total, staff: rows.map((r) => toConsoleStaffMember(r, grants.get(r.id) ?? [])) };
  }

  async one(id: number, db: Kysely<Database> = this.deps.db): Promise<ConsoleStaffMember> {
    const row = await staffRow(db, id);
    if (!row) throw notFound(STAFF_TEXTS.missing);
    return toConsoleStaffMember(row, grantsById(await rolesOfMany(db, [id])).get(id) ?? []);
  }

  async invite(actor: StaffActor, body: ConsoleStaffInvite, log: FastifyBaseLogger): Promise<ConsoleStaffMember> {
    const email = body.email.trim().toLowerCase();
    const invitation = await inTransaction(this.deps.db, async (trx) => {
      const grants = await this.checked(trx, body.roles);
      if (await operatorByEmail(trx, email)) throw invalid(STAFF_TEXTS.email_taken, 'email');
      const now = this.deps.clock.now().toISOString();
      const { operatorId, link } = await this.deps.invites.account(trx, { ...body, email }, grants.kind, grants.storeId, now);
      await insertRoles(trx, grants.rows.map((g) => ({ operator_id: operatorId, ...g, created_at: now })));
      if (grants.kind === 'courier') await insertCourier(trx, operatorId, 'pending', now);
      await recordChange(trx, actor, {
        action: 'staff.invite', entity: 'operator', entityId: operatorId, storeId: null, before: null, after: { email, roles: grants.rows },
      }, now);
      return { operatorId, email, storeId: grants.storeId, link };
    });
    await this.deps.invites.send(invitation, await this.deps.businessName(), log);
    return this.one(invitation.operatorId);
  }

  /** Replaces every role the member holds; not one's own, and never the last active admin's admin role. */
  async roles(actor: StaffActor, id: number, roles: readonly StaffGrantInput[]): Promise<ConsoleStaffMember> {
    if (id === actor.operatorId) throw rule(STAFF_TEXTS.own_roles, 'own_roles');
    await inTransaction(this.deps.db, async (trx) => {
      const before = await this.one(id, trx);
      const grants = await this.checked(trx, roles);
      const wasAdmin = before.roles.some((g) => g.role === 'admin');
      if (wasAdmin && before.active && !grants.rows.some((g) => g.role === 'admin') && (await otherActiveAdmins(trx, id)) === 0) {
        throw rule(STAFF_TEXTS.last_admin, 'last_admin');
      }
      const now = this.deps.clock.now().toISOString();
      await replaceRoles(trx, id, grants.rows.map((g) => ({ operator_id: id, ...g, created_at: now })), grants.kind, grants.storeId, now);
      if (grants.kind === 'courier') await insertCourier(trx, id, 'pending', now);
      await recordChange(trx, actor, {
        action: 'staff.roles', entity: 'operator', entityId: id, storeId: null,
        before: { roles: before.roles.map((g) => ({ role: g.role, store_id: g.store?.id ?? null })) }, after: { roles: grants.rows },
      }, now);
    });
    return this.one(id);
  }

  /**
   * Deactivates (every session revoked at once, signing in refused, a courier taken off shift) or activates
   * the account; not one's own, and never the last active admin.
   */
  async setActive(actor: StaffActor, id: number, active: boolean): Promise<ConsoleStaffMember> {
    if (!active && id === actor.operatorId) throw rule(STAFF_TEXTS.own_account, 'own_account');
    await inTransaction(this.deps.db, async (trx) => {
      const before = await this.one(id, trx);
      if (!active && before.roles.some((g) => g.role === 'admin') && (await otherActiveAdmins(trx, id)) === 0) throw rule(STAFF_TEXTS.last_admin, 'last_admin');
      const now = this.deps.clock.now().toISOString();
      const changed = await setOperatorStatus(trx, id, active ? 1 : 0, now);
      if (!active) {
        await revokeAllSessions(trx, id, now);
        await setOffline(trx, id, now);
      }
      if (changed) {
        await recordChange(trx, actor, {
          action: active ? 'staff.activate' : 'staff.deactivate', entity: 'operator', entityId: id, storeId: null, before: { active: !active }, after: { active },
        }, now);
      }
    });
    return this.one(id);
  }

  /** The roles as they are kept, checked: business roles and courier without a store, store roles with an existing one, courier alone. */
  private async checked(db: Kysely<Database>, roles: readonly StaffGrantInput[]): Promise<Grants> {
    const rows = new Map<string, { role: StaffRole; store_id: number | null }>();
    for (const g of roles) {
      const storeId = g.store_id ?? null;
      if (isStoreRole(g.role) && storeId === null) throw invalid(STAFF_TEXTS.store_needed, 'roles');
      if (!isStoreRole(g.role) && storeId !== null) throw invalid(STAFF_TEXTS.no_store, 'roles');
      rows.set(`${g.role}:${storeId}`, { role: g.role, store_id: storeId });
    }
    const list = [...rows.values()];
    if (list.some((g) => g.role === 'courier') && list.length > 1) throw invalid(STAFF_TEXTS.courier_alone, 'roles');
    const stores = [...new Set(list.flatMap((g) => (g.store_id === null ? [] : [g.store_id])))];
    const found = await existingStores(db, stores);
    if (stores.some((s) => !found.has(s))) throw invalid(STAFF_TEXTS.store_unknown, 'roles');
    // The account's kind and store, as the operator API reads them: a courier's, a store's (its first store role's), else the business's.
    const kind: OperatorRoleName = list[0]?.role === 'courier' ? 'courier' : stores.length ? 'store' : 'support';
    return { rows: list, kind, storeId: stores[0] ?? null };
  }
}
