import type { LoyaltyTransaction, LoyaltyTransactionType } from '@storefront/contract';
import type { Row } from '../../db/database.js';

export function toLoyaltyTransaction(row: Row<'loyalty_point_transactions'>): LoyaltyTransaction {
  return {
    id: row.id,
    transaction_id: `LP${String(row.id).padStart(8, '0')}`,
    transaction_type: row.transaction_type as LoyaltyTransactionType,
    credit: row.credit,
    debit: row.debit,
    balance: row.balance,
    reference: row.reference,
    created_at: row.created_at,
  };
}
