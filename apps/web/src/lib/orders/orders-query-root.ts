/**
 * The root of every query about the customer's orders (lists, details, tracking). It lives here
 * because checkout's cancel changes those orders too, and features cannot import each other.
 */
export const ORDERS_QUERY_ROOT = 'orders';
