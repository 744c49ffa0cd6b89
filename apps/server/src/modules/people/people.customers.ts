import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_CSV_COLUMNS, CUSTOMER_EXPORT_MAX, PEOPLE_TEXTS, toMinor, type ConsoleCustomerExportQuery, type ConsoleCustomerOrderPage, type ConsoleCustomerPage,
  type ConsoleCustomerProfile, type ConsoleCustomerQuery, type ConsoleLedgerPage, type ConsolePageQuery, type ConsoleWalletAdjusted, type ConsoleWalletAdjustment,
  type Language,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { invalid, notFound, rule } from '../../lib/errors.js';
import { toMajor } from '../../lib/money.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { revokeUserTokens } from '../auth/auth.repository.js';
import { setCustomerStatus } from '../profile/profile.repository.js';
import { creditWallet, debitWallet, ledgerPage, ledgerRowByReference } from '../wallet/wallet.repository.js';
import { toConsoleCustomer, toConsoleCustomerOrder, toConsoleLedgerRow } from './people.mapper.js';
import { customerBatches, customerCounts, customerOrderPage, customerPage, customerRow } from './people.repository.js';

export interface PeopleDeps { db: Kysely<Database>; clock: Clock }

/** A ledger row's reference for a staff adjustment: the request's idempotency key, or a key of its own. */
const adjustmentReference = (key: string | null) => `adjustment:${key ?? randomUUID()}`;

/**
 * The customers as staff see them: searched, their profile, orders and wallet ledger; their wallet adjusted
 * (finance) as a ledger row with its reason; blocked and unblocked. Every change is one transaction with its
 * audit entry; a block revokes every token of the customer in that same transaction.
 */
export class CustomersConsoleService {
  constructor(private readonly deps: PeopleDeps) {}

  async page(query: ConsoleCustomerQuery): Promise<ConsoleCustomerPage> {
    const { rows, total } = await customerPage(this.deps.db, query, query.limit ?? 25, query.offset ?? 0);
    return { total, customers: rows.map(toConsoleCustomer) };
  }

  async profile(id: number): Promise<ConsoleCustomerProfile> {
    const [row, counts] = await Promise.all([customerRow(this.deps.db, id), customerCounts(this.deps.db, id)]);
    if (!row) throw notFound(PEOPLE_TEXTS.customer_missing);
    return {
      ...toConsoleCustomer(row), orders_count: counts.orders, spent: toMajor(counts.spent), login_medium: row.login_medium,
      is_phone_verified: row.is_phone_verified === 1, is_email_verified: row.is_email_verified === 1,
    };
  }

  async orders(id: number, query: ConsolePageQuery, lang: Language): Promise<ConsoleCustomerOrderPage> {
    await this.existing(id);
    const { rows, total } = await customerOrderPage(this.deps.db, id, query.limit ?? 25, query.offset ?? 0);
    return { total, orders: rows.map((r) => toConsoleCustomerOrder(r, lang)) };
  }

  async ledger(id: number, query: ConsolePageQuery): Promise<ConsoleLedgerPage> {
    await this.existing(id);
    const { rows, total } = await ledgerPage(this.deps.db, id, null, query.offset ?? 0, query.limit ?? 25);
    return { total, transactions: rows.map(toConsoleLedgerRow) };
  }

  /**
   * Credits (amount > 0) or debits (< 0) the wallet: its ledger row (type adjustment, the reason as its note),
   * the balance and the audit entry in one transaction. A debit never takes the balance below 0 (422). The
   * same idempotency key sent again answers the row it made; with another amount or reason, 422.
   */
  async adjust(actor: StaffActor, id: number, body: ConsoleWalletAdjustment, key: string | null): Promise<ConsoleWalletAdjusted> {
    if (body.amount === 0) throw invalid(PEOPLE_TEXTS.amount_zero, 'amount');
    const minor = toMinor(body.amount);
    if (Math.abs(minor - body.amount * 100) > 1e-6) throw invalid(PEOPLE_TEXTS.amount_cents, 'amount');
    const reason = body.reason.trim();
    const reference = adjustmentReference(key);
    const replay = async () => {
      const row = key === null ? undefined : await ledgerRowByReference(this.deps.db, id, 'adjustment', reference);
      if (!row) return null;
      if (row.credit - row.debit !== minor || row.note !== reason) throw rule(PEOPLE_TEXTS.key_reused, 'idempotency_mismatch');
      return { balance: toMajor((await this.existing(id)).wallet_balance), transaction: toConsoleLedgerRow(row) };
    };
    const earlier = await replay();
    if (earlier) return earlier;
    try {
      return await inTransaction(this.deps.db, async (trx) => {
        const customer = await customerRow(trx, id);
        if (!customer) throw notFound(PEOPLE_TEXTS.customer_missing);
        const now = this.deps.clock.now().toISOString();
        const entry = { userId: id, amount: Math.abs(minor), type: 'adjustment' as const, reference, note: reason, now };
        const balance = minor > 0 ? await creditWallet(trx, entry) : await debitWallet(trx, entry);
        if (balance === null) throw rule(PEOPLE_TEXTS.below_zero, 'amount');
        await recordChange(trx, actor, {
          action: 'customers.wallet_adjust', entity: 'customer', entityId: id, storeId: null,
          before: { wallet_balance: toMajor(customer.wallet_balance) }, after: { wallet_balance: toMajor(balance), amount: body.amount, reason },
        }, now);
        const row = await ledgerRowByReference(trx, id, 'adjustment', reference);
        return { balance: toMajor(balance), transaction: toConsoleLedgerRow(row!) };
      });
    } catch (err) {
      // The same key sent twice at once: the second meets the first's row.
      if (isUniqueViolation(err)) {
        const again = await replay();
        if (again) return again;
      }
      throw err;
    }
  }

  /** Blocks the customer: the account is switched off and every token of theirs revoked at once; they cannot sign in until unblocked. */
  block(actor: StaffActor, id: number, reason: string): Promise<ConsoleCustomerProfile> {
    return this.setBlocked(actor, id, true, reason);
  }

  unblock(actor: StaffActor, id: number, reason: string): Promise<ConsoleCustomerProfile> {
    return this.setBlocked(actor, id, false, reason);
  }

  /** The filtered customers as CSV, newest first, CUSTOMER_EXPORT_MAX at most; a cell a spreadsheet would run as a formula is written as text. */
  async *csv(query: ConsoleCustomerExportQuery): AsyncGenerator<string> {
    yield `${CUSTOMER_CSV_COLUMNS.join(',')}\r\n`;
    for await (const rows of customerBatches(this.deps.db, query, CUSTOMER_EXPORT_MAX)) {
      const lines = rows.map((r) => [r.id, r.f_name, r.l_name, r.email ?? '', r.phone ?? '', r.status === 1 ? 'no' : 'yes', toMajor(r.wallet_balance), r.loyalty_point, r.created_at]);
      yield `${Papa.unparse(lines, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
    }
  }

  private async setBlocked(actor: StaffActor, id: number, blocked: boolean, reason: string): Promise<ConsoleCustomerProfile> {
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await customerRow(trx, id))) throw notFound(PEOPLE_TEXTS.customer_missing);
      const now = this.deps.clock.now().toISOString();
      const changed = await setCustomerStatus(trx, id, blocked ? 0 : 1, now);
      if (blocked) await revokeUserTokens(trx, id, now);
      if (changed) {
        await recordChange(trx, actor, {
          action: blocked ? 'customers.block' : 'customers.unblock', entity: 'customer', entityId: id, storeId: null,
          before: { blocked: !blocked }, after: { blocked, reason: reason.trim() },
        }, now);
      }
    });
    return this.profile(id);
  }

  private async existing(id: number) {
    const row = await customerRow(this.deps.db, id);
    if (!row) throw notFound(PEOPLE_TEXTS.customer_missing);
    return row;
  }
}
