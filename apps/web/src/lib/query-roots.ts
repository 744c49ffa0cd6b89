/**
 * The root of every query about the customer's orders: the orders feature keys its lists, details
 * and refund reasons under it and the tracking feature its tracking, so refreshing the orders also
 * refreshes an open tracking drawer, and a tracked order that moves refreshes the orders. Two
 * features build on the one definition and may not import each other, so it sits here, like the
 * storage keys.
 */
export const ORDERS_QUERY_ROOT = 'orders';

/**
 * The signed-in customer (profile feature): wallet balance and loyalty points live on it, so the
 * wallet and loyalty features refresh it after a payment or a point transfer.
 */
export const CUSTOMER_QUERY_ROOT = 'customer';

/** The wallet's transactions and bonuses; a point transfer (loyalty feature) adds a wallet row. */
export const WALLET_QUERY_ROOT = 'wallet';

/** The loyalty points' transactions. */
export const LOYALTY_QUERY_ROOT = 'loyalty';

/**
 * One catalogue item (catalog feature): its details and its reviews. A review sent from the rate page
 * (reviews feature) changes both, so that feature refreshes them through this root.
 */
export const ITEM_QUERY_ROOT = 'item';
