import type { Minor } from '../../db/columns.js';

/**
 * The orders of one day of the business's time zone (the day they were placed), of one module, zone and
 * store (0: parcels, which have none), kept by the orders' state changes (reports.counts): how many were
 * placed and what became of them, and the delivered ones' money.
 */
export interface OrderDayStatsTable {
  day: string;
  module_id: number;
  zone_id: number;
  store_id: number;
  placed: number;
  delivered: number;
  canceled: number;
  refunded: number;
  placed_amount: Minor;
  sales: Minor;
  discounts: Minor;
  delivery_fees: Minor;
  tax: Minor;
  commission: Minor;
  /** Minutes from placing to delivery, added up over the delivered orders. */
  delivery_minutes: number;
}

/** The daily figures summed per week (its Monday, a day of the business's time zone): a long span is read from these. */
export interface OrderWeekStatsTable extends Omit<OrderDayStatsTable, 'day'> {
  week: string;
}

/** Canceled orders of a day by who canceled them and the reason given ('' when none). */
export interface OrderDayCancelReasonsTable {
  day: string;
  canceled_by: string;
  reason: string;
  orders: number;
}

/** Units of an item in the delivered orders of a day, and what they sold for. */
export interface OrderDayItemsTable {
  day: string;
  item_id: number;
  quantity: number;
  sales: Minor;
}

/** The items of order_day_items summed per month (its first day): a long span is read from these. */
export interface OrderMonthItemsTable {
  month: string;
  item_id: number;
  quantity: number;
  sales: Minor;
}

/** Customers (and guests) who placed orders on a day: their first day ever, or a later one. */
export interface OrderDayCustomersTable {
  day: string;
  new_customers: number;
  returning_customers: number;
}

/** The days each order owner placed orders on, once a day: who is new and who returns. */
export interface CustomerOrderDaysTable {
  owner: string;
  day: string;
}

/** The tables the reports feature owns, by name. */
export interface ReportsTables {
  order_day_stats: OrderDayStatsTable;
  order_week_stats: OrderWeekStatsTable;
  order_day_cancel_reasons: OrderDayCancelReasonsTable;
  order_day_items: OrderDayItemsTable;
  order_month_items: OrderMonthItemsTable;
  order_day_customers: OrderDayCustomersTable;
  customer_order_days: CustomerOrderDaysTable;
}
