import type { WalletBonus, WalletTransaction, WalletTransactionType } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { toMajor } from '../../lib/money.js';
import type { WalletBonusRow } from './wallet.repository.js';

export function toWalletTransaction(row: Row<'wallet_transactions'>): WalletTransaction {
  return {
    id: row.id,
    transaction_id: `WT${String(row.id).padStart(8, '0')}`,
    transaction_type: row.transaction_type as WalletTransactionType,
    credit: toMajor(row.credit),
    debit: toMajor(row.debit),
    balance: toMajor(row.balance),
    reference: row.reference,
    created_at: row.created_at,
  };
}

export function toWalletBonus(row: WalletBonusRow): WalletBonus {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    bonus_type: row.bonus_type,
    bonus_amount: row.bonus_type === 'amount' ? toMajor(row.bonus_amount) : row.bonus_amount,
    minimum_add_amount: toMajor(row.minimum_add_amount),
    maximum_bonus_amount: toMajor(row.maximum_bonus_amount),
    start_date: row.start_date,
    end_date: row.end_date,
  };
}
