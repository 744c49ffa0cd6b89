import { Type, type Static } from 'typebox';
import { OrderStatusSchema } from './orders.js';
import { WalletTransaction } from './wallet.js';

/** The largest wallet adjustment, in major units, either way. */
export const WALLET_ADJUSTMENT_MAX = 100_000;
/** The longest reason a staff member gives for an adjustment, a block or an unblock. */
export const PEOPLE_REASON_MAX = 500;
/** How many customers one export holds at most (the newest first). */
export const CUSTOMER_EXPORT_MAX = 50_000;
/** The export's columns, in order. */
export const CUSTOMER_CSV_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'phone', 'blocked', 'wallet_balance', 'loyalty_points', 'joined_at'] as const;

const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 }));
const Offset = Type.Optional(Type.Integer({ minimum: 0, default: 0 }));

/** A customer in the console's list: who, how to reach them, blocked or not, their wallet and points. */
export const ConsoleCustomer = Type.Object({
  id: Type.Integer(),
  f_name: Type.String(),
  l_name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  /** Blocked by staff: no token of theirs works and they cannot sign in. */
  blocked: Type.Boolean(),
  /** Major units. */
  wallet_balance: Type.Number(),
  loyalty_point: Type.Integer(),
  created_at: Type.String(),
});
export type ConsoleCustomer = Static<typeof ConsoleCustomer>;

export const ConsoleCustomerPage = Type.Object({ total: Type.Integer(), customers: Type.Array(ConsoleCustomer) });
export type ConsoleCustomerPage = Static<typeof ConsoleCustomerPage>;

export const ConsoleCustomerQuery = Type.Object({
  /** The start of the first or last name, of the email or of the phone number; two words: the first name's start, then the last name's. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  blocked: Type.Optional(Type.Boolean()),
  limit: Limit,
  offset: Offset,
});
export type ConsoleCustomerQuery = Static<typeof ConsoleCustomerQuery>;

/** The export takes the list's filters. */
export const ConsoleCustomerExportQuery = Type.Object({ search: ConsoleCustomerQuery.properties.search, blocked: ConsoleCustomerQuery.properties.blocked });
export type ConsoleCustomerExportQuery = Static<typeof ConsoleCustomerExportQuery>;

/** One customer with their counts: orders placed, money spent on delivered orders (major units). */
export const ConsoleCustomerProfile = Type.Object({
  ...ConsoleCustomer.properties,
  orders_count: Type.Integer(),
  spent: Type.Number(),
  login_medium: Type.String(),
  is_phone_verified: Type.Boolean(),
  is_email_verified: Type.Boolean(),
});
export type ConsoleCustomerProfile = Static<typeof ConsoleCustomerProfile>;

export const CustomerParams = Type.Object({ customerId: Type.Integer({ minimum: 1 }) });
export type CustomerParams = Static<typeof CustomerParams>;

export const ConsolePageQuery = Type.Object({ limit: Limit, offset: Offset });
export type ConsolePageQuery = Static<typeof ConsolePageQuery>;

/** One of the customer's orders, as their profile lists them. */
export const ConsoleCustomerOrder = Type.Object({
  id: Type.Integer(),
  order_status: OrderStatusSchema,
  order_type: Type.String(),
  store_name: Type.Union([Type.String(), Type.Null()]),
  /** Major units. */
  order_amount: Type.Number(),
  payment_method: Type.String(),
  payment_status: Type.String(),
  created_at: Type.String(),
});
export type ConsoleCustomerOrder = Static<typeof ConsoleCustomerOrder>;

export const ConsoleCustomerOrderPage = Type.Object({ total: Type.Integer(), orders: Type.Array(ConsoleCustomerOrder) });
export type ConsoleCustomerOrderPage = Static<typeof ConsoleCustomerOrderPage>;

/** A row of the customer's wallet ledger; a staff adjustment carries its reason. */
export const ConsoleLedgerRow = Type.Object({ ...WalletTransaction.properties, note: Type.Union([Type.String(), Type.Null()]) });
export type ConsoleLedgerRow = Static<typeof ConsoleLedgerRow>;

export const ConsoleLedgerPage = Type.Object({ total: Type.Integer(), transactions: Type.Array(ConsoleLedgerRow) });
export type ConsoleLedgerPage = Static<typeof ConsoleLedgerPage>;

const Reason = Type.String({ minLength: 3, maxLength: PEOPLE_REASON_MAX, pattern: '\\S' });

/** A staff change to a wallet: credit (more than 0) or debit (less than 0), in major units, and why. */
export const ConsoleWalletAdjustment = Type.Object({
  amount: Type.Number({ minimum: -WALLET_ADJUSTMENT_MAX, maximum: WALLET_ADJUSTMENT_MAX }),
  reason: Reason,
});
export type ConsoleWalletAdjustment = Static<typeof ConsoleWalletAdjustment>;

/** Sent again with the same key, an adjustment answers the one it made instead of making another. */
export const IdempotencyKeyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' })),
});

export const ConsoleWalletAdjusted = Type.Object({ balance: Type.Number(), transaction: ConsoleLedgerRow });
export type ConsoleWalletAdjusted = Static<typeof ConsoleWalletAdjusted>;

/** Why a customer is blocked or unblocked (kept in the audit log). */
export const ConsoleCustomerStatusChange = Type.Object({ reason: Reason });
export type ConsoleCustomerStatusChange = Static<typeof ConsoleCustomerStatusChange>;

/** Messages the console shows as the server words them. */
export const PEOPLE_TEXTS = {
  customer_missing: 'Customer not found',
  amount_zero: 'Enter an amount other than 0.',
  amount_cents: 'Enter the amount with at most two decimals.',
  below_zero: 'The wallet does not hold that much: a debit cannot take the balance below 0.',
  key_reused: 'This idempotency key was used for another adjustment.',
} as const;
