import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, Row } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { ConfigService } from '../config/config.service.js';
import type { PaymentGateway, PaymentOutcome } from './payments.gateway.js';
import type { MapChange } from '../orders/orders.dispatch.changes.js';
import { movePaymentState, tryMoveOrderState } from '../orders/orders.states.js';
import { BUSINESS_ORDER_TEXTS } from '@storefront/contract';
import { closeSession, findSession, findSessionByExternalId, insertPaymentRefund, insertSession, orderForPayment, setExternalId } from './payments.repository.js';

const FLAG: Record<PaymentOutcome, string> = { paid: 'success', failed: 'fail', canceled: 'cancel' };

/** A settled add-fund attempt: what the wallet does with it, inside the transaction that closes the attempt. */
export type FundSettler = (trx: Kysely<Database>, session: { id: string; user_id: number; amount: number }, outcome: PaymentOutcome, now: string) => Promise<void>;

/** Only a path of this site: never another site's address (an open redirect). */
export function safeReturnPath(path: string | null | undefined): string {
  return path && /^\/(?![/\\])[^\s]*$/.test(path) ? path : '/';
}

/**
 * Digital payments of orders: an attempt per order payment, its outcome proved by the gateway and
 * applied to the order once, however often the browser comes back with it.
 */
export class PaymentsService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      gateway: PaymentGateway; config: ConfigService; publicUrl: string; clock: Clock; settleFund?: () => FundSettler; announce?: () => void;
      /** After a failed payment's commit: its order ends, and leaves the dispatch map. */
      mapChanged?: (change: MapChange) => void;
    },
  ) {}

  get usable(): boolean {
    return this.deps.gateway.usable;
  }

  get gatewayName(): string {
    return this.deps.gateway.name;
  }

  get gateway(): PaymentGateway {
    return this.deps.gateway;
  }

  /** Opens a payment attempt for what the order still owes; answers the gateway page to send the customer to. */
  async start(order: Row<'orders'>, returnPath: string): Promise<string> {
    const { business_name: business } = await this.deps.config.config();
    return this.open({ purpose: 'order', orderId: order.id, userId: null, amount: order.order_amount - order.wallet_amount, description: `${business} order #${order.id}`, returnPath });
  }

  /** Opens a payment attempt that adds `amount` (minor units) to the customer's wallet once the gateway confirms it. */
  async startFund(userId: number, amount: number, returnPath: string): Promise<string> {
    const { business_name: business } = await this.deps.config.config();
    return this.open({ purpose: 'add_fund', orderId: null, userId, amount, description: `${business} wallet top-up`, returnPath });
  }

  private async open(a: { purpose: 'order' | 'add_fund'; orderId: number | null; userId: number | null; amount: number; description: string; returnPath: string }): Promise<string> {
    const now = this.deps.clock.now().toISOString();
    const id = randomBytes(18).toString('base64url');
    const { currency_code: currency } = await this.deps.config.config();
    await insertSession(this.db, {
      id, order_id: a.orderId, user_id: a.userId, purpose: a.purpose, gateway: this.deps.gateway.name, amount: a.amount, currency, status: 'open',
      external_id: null, return_path: safeReturnPath(a.returnPath), created_at: now, updated_at: now,
    });
    const started = await this.deps.gateway.start({
      sessionId: id, orderId: a.orderId, amount: a.amount, currency, description: a.description,
      callbackUrl: `${this.deps.publicUrl}/api/v1/payment/callback?session=${id}`,
    });
    if (started.externalId) await setExternalId(this.db, id, started.externalId);
    return started.url;
  }

  /** A gateway's own notification: applied like a callback, once, whichever comes first. */
  async webhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const gateway = this.deps.gateway;
    if (!gateway.webhook) throw new AppError('route_not_found', 'This gateway sends no notifications');
    let event: ReturnType<NonNullable<PaymentGateway['webhook']>>;
    try {
      event = gateway.webhook(rawBody, signature);
    } catch {
      throw invalid('This notification could not be verified');
    }
    if (!event) return;
    const session = await findSessionByExternalId(this.db, gateway.name, event.externalId);
    if (session) await this.apply(session, event.outcome);
  }

  private async apply(session: { id: string; order_id: number | null; user_id: number | null; amount: number }, outcome: PaymentOutcome): Promise<PaymentOutcome | null> {
    const now = this.deps.clock.now().toISOString();
    const applied = await inTransaction(this.db, async (trx) => {
      if (!(await closeSession(trx, session.id, outcome, now))) return null;
      if (session.order_id === null) {
        if (session.user_id === null || !this.deps.settleFund) throw new AppError('not_found', 'Payment not found');
        await this.deps.settleFund()(trx, { id: session.id, user_id: session.user_id, amount: session.amount }, outcome, now);
        return outcome;
      }
      const order = await orderForPayment(trx, session.order_id);
      if (outcome === 'paid') {
        if (order.payment_status !== 'paid') await movePaymentState(trx, order, { to: 'paid', actor: 'system', now, reference: session.id });
      } else {
        // A failed payment: an order still waiting for its payment fails; one paid or moved on meanwhile stays as it is.
        await tryMoveOrderState(trx, order, { to: 'failed', actor: 'system', now });
      }
      return outcome;
    });
    // A payment that did not go through fails its order: an order_status push.
    if (applied !== null) this.deps.announce?.();
    if (applied === 'failed' && session.order_id !== null) this.deps.mapChanged?.({ orders: [session.order_id] });
    return applied;
  }

  /**
   * Pays back `amount` of an order's online payment through the gateway, inside the transaction that decides
   * the refund: a gateway that refuses answers 502 and the decision is rolled back with it. The refund
   * request's id is the gateway's idempotency key (a retry after a lost commit pays back once) and keeps its
   * row once (a unique index).
   */
  async refundOrder(trx: Kysely<Database>, order: { id: number; payment_reference: string | null }, refundRequestId: number, amount: number, now: string): Promise<void> {
    const session = order.payment_reference ? await findSession(trx, order.payment_reference) : undefined;
    if (!session) throw new AppError('business_rule', BUSINESS_ORDER_TEXTS.gateway_not_paid);
    let answer: { externalId: string | null };
    try {
      answer = await this.deps.gateway.refund({ externalId: session.external_id, amount, currency: session.currency, key: `refund-request-${refundRequestId}` });
    } catch {
      throw new AppError('upstream_error', BUSINESS_ORDER_TEXTS.gateway_failed);
    }
    await insertPaymentRefund(trx, {
      order_id: order.id, refund_request_id: refundRequestId, gateway: session.gateway, amount, currency: session.currency, external_id: answer.externalId, created_at: now,
    });
  }

  async session(id: string) {
    return findSession(this.db, id);
  }

  /** Applies a callback's proved outcome (once) and answers where the browser goes next. */
  async complete(query: Record<string, string | undefined>): Promise<string> {
    const session = query.session ? await findSession(this.db, query.session) : undefined;
    if (!session) throw new AppError('not_found', 'Payment not found');
    const outcome = await this.deps.gateway.outcome(query, session);
    if (!outcome) throw new AppError('forbidden', 'This payment could not be verified');
    const applied = await this.apply(session, outcome);
    // A second visit with the same callback finds the attempt closed: it shows how it ended.
    const final = applied ?? (session.status === 'open' ? outcome : session.status);
    const sep = session.return_path.includes('?') ? '&' : '?';
    const order = session.order_id === null ? '' : `&order_id=${session.order_id}`;
    return `${session.return_path}${sep}flag=${FLAG[final as PaymentOutcome]}${order}`;
  }
}
