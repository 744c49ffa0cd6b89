import type { Generated } from 'kysely';
import type { Minor, Timestamp } from '../../db/columns.js';

/** Cash a courier handed back to the business: one row per settlement, written with its audit entry. */
export interface CourierCashSettlementsTable {
  id: Generated<number>;
  courier_id: number;
  amount: Minor;
  note: string | null;
  /** The staff member who took it. */
  settled_by: number;
  created_at: Timestamp;
}

/** The tables the money feature owns, by name. */
export interface MoneyTables {
  courier_cash_settlements: CourierCashSettlementsTable;
}
