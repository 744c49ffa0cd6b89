import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** Every change made through the staff console, written in the same transaction as the change. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  entity: string;
  entity_id: string;
  store_id: number | null;
  /** The changed fields as they were and as they became, as JSON. */
  before: string | null;
  after: string | null;
  ip: string | null;
  created_at: Timestamp;
}

/** The tables the audit feature owns, by name. */
export interface AuditTables {
  audit_log: AuditLogTable;
}
