import { createHash, randomBytes } from 'node:crypto';
import {
  ORDER_TRACK_TEXTS, RUNNING_STATUSES, STAFF_TEXTS, type CourierLocation, type CourierOrdersQuery, type CourierStatusChange, type OperatorLogin, type OperatorOrderChanged,
  type OperatorOrdersQuery, type OperatorProfile, type OperatorRole, type OperatorSession, type OrderDetailsAnswer, type OrderList, type RefundDecision,
  type StoreStatusChange, type Grant, type ConsoleSession, needsTwoFactor,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { OrderStatus, Row } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { accountInactive, notAnOperatorToken, notLoggedIn, notAllowed, OPERATOR_TOKEN_PATTERN, setUpTwoFactorFirst, tokenExpired } from '../auth/auth.tokens.js';
import type { AuthLimiter } from '../auth/auth.limits.js';
import { signInWithPassword, type AfterPassword } from '../auth/auth.passwords.js';
import type { MapChange } from '../orders/orders.dispatch.changes.js';
import type { OrderFlowService } from '../orders/orders.flow.js';
import { PARCEL_WAITING, WAITING_FOR_COURIER } from '../orders/orders.states.js';
import type { OrderRefundsService } from '../orders/orders.refunds.js';
import { orderNotFound, type OrderAccess, type OrdersService } from '../orders/orders.service.js';
import { touchSession } from './operator.account.repository.js';
import { toOrderChanged } from '../orders/orders.mapper.js';
import { toOperatorProfile } from './operator.mapper.js';
import {
  courierApproved, deleteExpiredOperatorTokens, findOperatorToken, rolesOf, insertOperatorToken, operatorByEmail, revokeOperatorToken, setCourierPosition, type OperatorRow,
} from './operator.repository.js';
import { codeRefusal, spendCode } from './operator.two-factor.js';

/** Operator tokens carry a prefix, so that neither side's token is ever taken for the other's. */
const TOKEN_PREFIX = 'op_';
const DAY_MS = 86_400_000;
/** A session's last use is written at most this often, so that using the console costs one cheap update now and then. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Sign-in attempts and reset requests of staff count apart from customers' of the same email. */
export const staffAccountKey = (email: string) => `operator:${email}`;


export interface SignedInOperator {
  id: number;
  tokenId: number;
  role: OperatorRole;
  storeId: number | null;
  zoneId: number | null;
  /** Signed in by the password alone while a second factor must still be set up: the console stays shut. */
  limited: boolean;
  /** The account's roles, read with the session (the capability check's input). */
  grants: readonly Grant[];
  row: OperatorRow;
}

/** Store staff and couriers: signing in, and what each may do to the orders they are responsible for. */
export class OperatorService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      clock: Clock; publicUrl: string; limiter: AuthLimiter; orders: OrdersService; refunds: OrderRefundsService; flow: OrderFlowService; ttlDays: number;
      mapChanged?: (change: MapChange) => void;
    },
  ) {}

  /**
   * Password, then the authenticator code when the account has its second factor on (a missing code
   * asks for it; a wrong or spent one counts as a failed attempt). An account whose roles need a
   * second factor it has not set up gets a limited session, which opens only the set-up.
   */
  async login(body: OperatorLogin, address: string, userAgent?: string): Promise<OperatorSession> {
    const email = body.email.trim().toLowerCase();
    const now = this.deps.clock.now();
    const secondFactor: AfterPassword<Row<'operators'>> = async (account) => {
      if (account.totp_enabled_at === null) return null;
      if (body.code === undefined) return { refusal: codeRefusal('missing'), counts: false };
      const check = await spendCode(this.db, account, body.code, now);
      return check === 'right' ? null : { refusal: codeRefusal(check), counts: true };
    };
    const found = await signInWithPassword(this.deps.limiter, staffAccountKey(email), address, () => operatorByEmail(this.db, email), body.password, undefined, secondFactor);
    if (found.status !== 1) throw accountInactive();
    const limited = found.totp_enabled_at === null && needsTwoFactor(await this.grants(found.id));
    const raw = randomBytes(32).toString('base64url');
    await deleteExpiredOperatorTokens(this.db, found.id, now.toISOString());
    await insertOperatorToken(this.db, {
      operator_id: found.id, token_hash: hashToken(raw), created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + this.deps.ttlDays * DAY_MS).toISOString(), revoked_at: null,
      user_agent: userAgent?.slice(0, 255) || null, ip: address, last_used_at: now.toISOString(), limited: limited ? 1 : 0,
    });
    const signedIn = await this.authenticate(TOKEN_PREFIX + raw);
    return { token: TOKEN_PREFIX + raw, operator: this.profile(signedIn) };
  }

  async authenticate(token: string | null): Promise<SignedInOperator> {
    if (!token) throw notLoggedIn();
    if (!OPERATOR_TOKEN_PATTERN.test(token)) throw notAnOperatorToken(token);
    const found = await findOperatorToken(this.db, hashToken(token.slice(TOKEN_PREFIX.length)));
    const now = this.deps.clock.now();
    if (!found || found.row.token_revoked_at !== null || found.row.token_expires_at <= now.toISOString()) throw tokenExpired();
    const { row, grants } = found;
    if (row.status !== 1) throw accountInactive();
    const since = new Date(now.getTime() - TOUCH_INTERVAL_MS).toISOString();
    if (row.token_last_used_at === null || row.token_last_used_at < since) await touchSession(this.db, row.token_id, now.toISOString(), since);
    return { id: row.id, tokenId: row.token_id, role: row.role, storeId: row.store_id, zoneId: row.zone_id, limited: row.token_limited === 1, grants, row };
  }

  /** The account's roles (signing in decides with them whether the session is limited). */
  async grants(operatorId: number): Promise<Grant[]> {
    return (await rolesOf(this.db, operatorId)).map((r) => ({ role: r.role, storeId: r.store_id }));
  }

  async consoleSession(op: SignedInOperator): Promise<ConsoleSession> {
    const roles = await rolesOf(this.db, op.id);
    const grants = roles.map((r) => ({ role: r.role, storeId: r.store_id }));
    return {
      operator: this.profile(op),
      roles: roles.map((r) => ({ role: r.role, store: r.store_id === null ? null : { id: r.store_id, name: r.store_name ?? '' } })),
      two_factor: { required: needsTwoFactor(grants), enabled: op.row.totp_enabled_at !== null },
      limited: op.limited,
    };
  }

  logout(op: SignedInOperator): Promise<void> {
    return revokeOperatorToken(this.db, op.tokenId, this.deps.clock.now().toISOString());
  }

  profile(op: SignedInOperator): OperatorProfile {
    return toOperatorProfile(op.row, this.deps.publicUrl);
  }

  // The store's side: its own orders only; another store's order is not found.

  storeOrders(op: SignedInOperator, query: OperatorOrdersQuery): Promise<OrderList> {
    const { status = 'running', ...page } = query;
    const storeId = this.role(op, 'store').storeId ?? 0;
    const states: readonly OrderStatus[] | null = status === 'all' ? null : status === 'running' ? RUNNING_STATUSES : [status];
    return this.deps.orders.storeOrders(storeId, states, page);
  }

  async storeOrder(op: SignedInOperator, orderId: number): Promise<OrderDetailsAnswer> {
    return this.deps.orders.operatorDetails((await this.storesOrder(op, orderId)).id, 'store');
  }

  async storeChange(op: SignedInOperator, orderId: number, body: StoreStatusChange): Promise<OperatorOrderChanged> {
    await this.storesOrder(op, orderId);
    return toOrderChanged(orderId, await this.deps.flow.moveById(orderId, body.status, 'store', op.id, body.reason));
  }

  async storeRefund(op: SignedInOperator, orderId: number, body: RefundDecision): Promise<OperatorOrderChanged> {
    await this.storesOrder(op, orderId);
    return toOrderChanged(orderId, await this.deps.refunds.decideRefundById(orderId, body.decision === 'approve', 'store', op.id, body.note?.trim() || null));
  }

  // The courier's side: orders waiting in its zone, and those it carries.

  async courierOrders(op: SignedInOperator, query: CourierOrdersQuery): Promise<OrderList> {
    const { scope = 'mine', ...page } = query;
    this.role(op, 'courier');
    if (scope === 'mine') return this.deps.orders.courierOrders(op.id, page);
    await this.approved(op);
    return this.deps.orders.waitingOrders(op.zoneId, page);
  }

  async courierOrder(op: SignedInOperator, orderId: number): Promise<OrderDetailsAnswer> {
    return this.deps.orders.operatorDetails((await this.couriersOrder(op, orderId)).id, 'courier');
  }

  async accept(op: SignedInOperator, orderId: number): Promise<OperatorOrderChanged> {
    const order = await this.couriersOrder(op, orderId);
    await this.approved(op);
    if (order.deliveryManId !== op.id && !(await this.deps.flow.assignCourier(order.id, op.id, op.zoneId === null ? null : [op.zoneId]))) {
      throw new AppError('conflict', ORDER_TRACK_TEXTS.already_assigned);
    }
    return toOrderChanged(orderId, (await this.deps.orders.access(orderId)).status);
  }

  async courierChange(op: SignedInOperator, orderId: number, body: CourierStatusChange): Promise<OperatorOrderChanged> {
    const order = await this.couriersOrder(op, orderId);
    if (order.deliveryManId !== op.id) throw new AppError('conflict', ORDER_TRACK_TEXTS.not_your_order);
    return toOrderChanged(orderId, await this.deps.flow.moveById(orderId, body.status, 'courier', op.id));
  }

  async location(op: SignedInOperator, body: CourierLocation): Promise<OperatorProfile> {
    this.role(op, 'courier');
    if (await setCourierPosition(this.db, op.id, body.lat, body.lng, this.deps.clock.now().toISOString())) this.deps.mapChanged?.({ couriers: [op.id] });
    return { ...this.profile(op), lat: body.lat, lng: body.lng };
  }

  /** A courier waiting for approval, or refused, is offered no order (409). */
  private async approved(op: SignedInOperator): Promise<void> {
    if (!(await courierApproved(this.db, op.id))) throw new AppError('conflict', STAFF_TEXTS.awaiting_approval);
  }

  /** The operator API's own check: the account's kind, and a session that is not waiting for its second factor's set-up. */
  private role(op: SignedInOperator, role: OperatorRole): SignedInOperator {
    if (op.role !== role) throw notAllowed();
    if (op.limited) throw setUpTwoFactorFirst();
    return op;
  }

  private storesOrder(op: SignedInOperator, orderId: number): Promise<OrderAccess> {
    return this.deps.orders.storeOrder(this.role(op, 'store').storeId, orderId);
  }

  /** A courier sees the orders it carries or carried, and those waiting for a courier in its zone. */
  private async couriersOrder(op: SignedInOperator, orderId: number): Promise<OrderAccess> {
    this.role(op, 'courier');
    const order = await this.deps.orders.access(orderId);
    if (order.deliveryManId === op.id) return order;
    const waitingIn = order.orderType === 'parcel' ? PARCEL_WAITING : order.orderType === 'delivery' ? WAITING_FOR_COURIER : [];
    const waiting = order.deliveryManId === null && waitingIn.includes(order.status) && (op.zoneId === null || order.zoneId === op.zoneId);
    if (!waiting) throw orderNotFound();
    return order;
  }
}
