import { ORDER_TEXTS, type OrderPlaced } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { rowTotals } from '../orders/orders.mapper.js';

export function placedAnswer(order: Row<'orders'>): OrderPlaced {
  return { message: ORDER_TEXTS.placed, order_id: order.id, order_status: order.order_status, payment_status: order.payment_status, totals: rowTotals(order) };
}
