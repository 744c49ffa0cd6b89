import { RUNNING_STATUSES, type ConsoleOrderMove, type OperatorOrderChanged, type OperatorOrdersQuery, type OrderDetailsAnswer, type OrderList } from '@storefront/contract';
import type { OrderStatus } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { invalid } from '../../lib/errors.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import type { OrderFlowService } from './orders.flow.js';
import { toOrderChanged } from './orders.mapper.js';
import type { OrdersService } from './orders.service.js';

/**
 * A store's orders as its staff see them in the console. The capability hook has checked the person
 * may act for the store in the path; here an order of another store is not found. Every move is
 * written to the audit log in the move's own transaction.
 */
export class OrdersConsoleService {
  constructor(private readonly deps: { orders: OrdersService; flow: OrderFlowService; clock: Clock }) {}

  list(storeId: number, query: OperatorOrdersQuery): Promise<OrderList> {
    const { status = 'running', ...page } = query;
    const states: readonly OrderStatus[] | null = status === 'all' ? null : status === 'running' ? RUNNING_STATUSES : [status];
    return this.deps.orders.storeOrders(storeId, states, page);
  }

  async details(storeId: number, orderId: number): Promise<OrderDetailsAnswer> {
    await this.deps.orders.storeOrder(storeId, orderId);
    return this.deps.orders.operatorDetails(orderId, 'store');
  }

  async move(actor: StaffActor, storeId: number, orderId: number, body: ConsoleOrderMove): Promise<OperatorOrderChanged> {
    const order = await this.deps.orders.storeOrder(storeId, orderId);
    if (body.processing_time !== undefined && body.status !== 'confirmed') throw invalid('processing_time goes with confirmed only', 'processing_time');
    const reason = body.reason?.trim();
    const after = { order_status: body.status, ...(body.processing_time ? { processing_time: body.processing_time } : {}), ...(reason ? { reason } : {}) };
    const status = await this.deps.flow.moveById(orderId, body.status, 'store', actor.operatorId, reason, {
      ...(body.processing_time ? { set: { processing_time: body.processing_time } } : {}),
      also: (trx, row) => recordChange(trx, actor, {
        action: body.status === 'canceled' && row.order_status === 'pending' ? 'orders.reject' : 'orders.move',
        entity: 'order', entityId: orderId, storeId, before: { order_status: row.order_status }, after,
      }, this.deps.clock.now().toISOString()),
    });
    return toOrderChanged(order.id, status);
  }
}
