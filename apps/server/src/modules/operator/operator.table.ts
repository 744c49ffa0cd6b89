import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns.js';

export type OperatorRoleName = 'store' | 'courier' | 'support';

/** Store staff and couriers: they sign in under /api/v1/operator with tokens of their own. */
export interface OperatorsTable {
  id: Generated<number>;
  role: OperatorRoleName;
  store_id: number | null;
  zone_id: number | null;
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  password_hash: string;
  image: string | null;
  lat: number | null;
  lng: number | null;
  location_updated_at: Timestamp | null;
  /** A courier's, kept by reviews. @writer reviews */
  avg_rating: Generated<number>;
  /** @writer reviews */
  rating_count: Generated<number>;
  /** The authenticator app's secret (base32); set up, it counts only once totp_enabled_at is set. */
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<Timestamp | null>;
  /** The time step of the last code accepted; a code counts only for a later step (no replay). */
  totp_last_step: Generated<number | null>;
  demo: Generated<Flag>;
  status: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OperatorTokensTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  ip: string | null;
  last_used_at: Timestamp | null;
  /** 1: signed in by the password alone while the account must still set up its second factor. */
  limited: Generated<Flag>;
}

/** A staff role as stored (the contract's StaffRole: its capabilities are declared there). */
export type StaffRoleName = 'admin' | 'catalogue' | 'operations' | 'support' | 'finance' | 'owner' | 'manager' | 'staff' | 'courier';

/** The roles a staff account holds: business-wide (store_id null) or for one store. */
export interface OperatorRolesTable {
  id: Generated<number>;
  operator_id: number;
  role: StaffRoleName;
  store_id: number | null;
  created_at: Timestamp;
}

export interface OperatorPasswordResetsTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** The tables the operator feature owns, by name. */
export interface OperatorTables {
  operators: OperatorsTable;
  operator_tokens: OperatorTokensTable;
  operator_roles: OperatorRolesTable;
  operator_password_resets: OperatorPasswordResetsTable;
}
