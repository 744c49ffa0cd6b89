/**
 * The root of every query about the customer's orders: the orders feature keys its lists, details
 * and refund reasons under it and the tracking feature its tracking, so refreshing the orders also
 * refreshes an open tracking drawer, and a tracked order that moves refreshes the orders. Two
 * features build on the one definition and may not import each other, so it sits here, like the
 * storage keys.
 */
export const ORDERS_QUERY_ROOT = 'orders';
