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
}

/** The tables the operator feature owns, by name. */
export interface OperatorTables {
  operators: OperatorsTable;
  operator_tokens: OperatorTokensTable;
}
