import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { OrdersBusinessService } from './orders.business.js';
import { RefundsConsoleService } from './orders.business.refunds.js';
import { DispatchService } from './orders.dispatch.js';
import type { MapChange } from './orders.dispatch.changes.js';
import type { OrderFlowService } from './orders.flow.js';
import type { GatewayRefund, OrderRefundsService } from './orders.refunds.js';
import type { OrdersService } from './orders.service.js';

/** The business's order services of the console: the order list and its changes, refund decisions (the gateway's refund is handed in by the payments feature), the dispatch map. */
export function businessOrderServices(
  db: Db, deps: { orders: OrdersService; flow: OrderFlowService; refunds: OrderRefundsService; gatewayRefund: GatewayRefund; clock: Clock; mapChanged: (change: MapChange) => void },
) {
  return {
    ordersBusiness: new OrdersBusinessService(db, deps),
    refundsConsole: new RefundsConsoleService(db, { refunds: deps.refunds, clock: deps.clock, gateway: deps.gatewayRefund }),
    dispatch: new DispatchService(db, { clock: deps.clock }),
  };
}
