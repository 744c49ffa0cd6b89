import type { OrderStatusName, OrderSummary } from '@storefront/contract';

export type ColumnKey = 'new' | 'confirmed' | 'preparing' | 'ready' | 'on_the_way' | 'done';

/** The board's columns, left to right (right to left in Arabic), and the states each holds. */
export const COLUMNS: readonly { key: ColumnKey; states: readonly OrderStatusName[] }[] = [
  { key: 'new', states: ['pending'] },
  { key: 'confirmed', states: ['confirmed'] },
  { key: 'preparing', states: ['processing'] },
  { key: 'ready', states: ['handover'] },
  { key: 'on_the_way', states: ['picked_up'] },
  { key: 'done', states: ['delivered', 'canceled', 'refund_requested', 'refunded'] },
];

/** Finished orders stay on the board this long. */
const DONE_FOR_MS = 12 * 3_600_000;

/**
 * The orders of each column: running ones from their list (oldest first, the next to handle on top),
 * finished ones of the last hours from the recent list (newest first).
 */
export function columnsOf(running: readonly OrderSummary[], recent: readonly OrderSummary[], now: number): Record<ColumnKey, OrderSummary[]> {
  const byColumn = Object.fromEntries(COLUMNS.map((c) => [c.key, [] as OrderSummary[]])) as Record<ColumnKey, OrderSummary[]>;
  const columnOf = (status: OrderStatusName) => COLUMNS.find((c) => c.states.includes(status))?.key;
  for (const order of [...running].sort((a, b) => a.id - b.id)) {
    const key = columnOf(order.order_status);
    if (key && key !== 'done') byColumn[key].push(order);
  }
  const seen = new Set(running.map((o) => o.id));
  for (const order of recent) {
    if (seen.has(order.id) || columnOf(order.order_status) !== 'done') continue;
    if (now - Date.parse(order.updated_at) <= DONE_FOR_MS) byColumn.done.push(order);
  }
  return byColumn;
}
