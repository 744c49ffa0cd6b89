import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Flag, Json, Minor, Timestamp } from '../../db/columns.js';

export interface UsersTable {
  id: Generated<number>;
  f_name: string;
  l_name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  image: string | null;
  status: Flag;
  login_medium: string;
  social_id: string | null;
  is_phone_verified: Flag;
  is_email_verified: Flag;
  ref_code: string;
  ref_by: number | null;
  interest: ColumnType<Json, Json | undefined, Json>;
  /** The sum of the wallet ledger (wallet_transactions). @writer wallet */
  wallet_balance: Minor;
  /** The sum of the points ledger (loyalty_point_transactions). @writer loyalty */
  loyalty_point: number;
  cm_firebase_token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  /** The order that took the new customer's referral discount; null while it is still to use. */
  referral_discount_order_id: Generated<number | null>;
  /** Wrong passwords given for the account since its last sign-in; the next sign-in tells them, then clears them. */
  failed_logins_since_success: Generated<number>;
}

/**
 * An account as a signed-in request holds it: every column but the password hash, the push token and the
 * sign-in bookkeeping, which no request reads from the session (they are read and written by their own queries).
 */
export type AccountUser = Omit<Selectable<UsersTable>, 'password_hash' | 'cm_firebase_token' | 'failed_logins_since_success' | 'updated_at'>;

/** The tables the customer feature owns, by name. */
export interface CustomerTables {
  users: UsersTable;
}
