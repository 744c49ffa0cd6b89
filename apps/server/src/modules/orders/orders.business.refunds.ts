import {
  BUSINESS_ORDER_TEXTS, type ConsoleRefund, type ConsoleRefundApprove, type ConsoleRefundPage, type ConsoleRefundRefuse, type ConsoleRefundsQuery,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, rule } from '../../lib/errors.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { refundById, refundPage } from './orders.business.repository.js';
import { toConsoleRefund } from './orders.business.mapper.js';
import type { GatewayRefund, OrderRefundsService } from './orders.refunds.js';

/**
 * Refund requests as finance (and admins) decide them in the console. Approved, the money goes back to
 * the customer's wallet (a ledger row), or what was paid online through the payment gateway; refused,
 * the order is delivered again. A request is decided once: of two approvals at once the second answers
 * 409 and pays nothing (the decision is one conditional change of the pending request, in the
 * transaction that pays). The customer hears of it as of any change of the order (an order_status push).
 */
export class RefundsConsoleService {
  constructor(private readonly db: Db, private readonly deps: { refunds: OrderRefundsService; gateway: GatewayRefund; clock: Clock }) {}

  async page(query: ConsoleRefundsQuery): Promise<ConsoleRefundPage> {
    const { rows, total } = await refundPage(this.db, query);
    return { total, refunds: rows.map(toConsoleRefund) };
  }

  async approve(actor: StaffActor, refundId: number, body: ConsoleRefundApprove): Promise<ConsoleRefund> {
    const request = await this.pending(refundId);
    if (body.destination === 'gateway' && !(request.payment_method === 'digital_payment' && request.payment_status === 'paid')) {
      throw rule(BUSINESS_ORDER_TEXTS.gateway_not_paid, 'destination');
    }
    const note = body.note?.trim() || null;
    await this.deps.refunds.decideRefundById(request.order_id, true, 'system', actor.operatorId, note, {
      request: { id: refundId, destination: body.destination },
      gateway: this.deps.gateway,
      also: (trx, paid) => recordChange(trx, actor, {
        action: 'refunds.approve', entity: 'refund_request', entityId: refundId, storeId: null,
        before: { status: 'pending' }, after: { status: 'approved', destination: body.destination, order_id: request.order_id, ...paid, ...(note ? { note } : {}) },
      }, this.now()),
    });
    return this.one(refundId);
  }

  async refuse(actor: StaffActor, refundId: number, body: ConsoleRefundRefuse): Promise<ConsoleRefund> {
    const request = await this.pending(refundId);
    const reason = body.reason.trim();
    await this.deps.refunds.decideRefundById(request.order_id, false, 'system', actor.operatorId, reason, {
      request: { id: refundId, destination: 'wallet' },
      also: (trx) => recordChange(trx, actor, {
        action: 'refunds.refuse', entity: 'refund_request', entityId: refundId, storeId: null,
        before: { status: 'pending' }, after: { status: 'rejected', order_id: request.order_id, reason },
      }, this.now()),
    });
    return this.one(refundId);
  }

  private async one(refundId: number): Promise<ConsoleRefund> {
    const row = await refundById(this.db, refundId);
    if (!row) throw new AppError('not_found', BUSINESS_ORDER_TEXTS.refund_not_found);
    return toConsoleRefund(row);
  }

  private async pending(refundId: number) {
    const row = await refundById(this.db, refundId);
    if (!row) throw new AppError('not_found', BUSINESS_ORDER_TEXTS.refund_not_found);
    if (row.status !== 'pending') throw new AppError('conflict', BUSINESS_ORDER_TEXTS.refund_decided);
    return row;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
