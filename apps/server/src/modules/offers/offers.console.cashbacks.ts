import type { ConsoleCashback, ConsoleCashbackCreate, ConsoleCashbackPage, ConsoleCashbackQuery, ConsoleCashbackUpdate } from '@storefront/contract';
import { invalid } from '../../lib/errors.js';
import { laidOver } from '../../lib/texts.js';
import type { StaffActor } from '../audit/audit.repository.js';
import { createVersioned, readVersioned, updateVersioned, type Versioned, type VersionedDeps } from '../audit/audit.versioned.js';
import { checkDays } from './offers.console.js';
import { cashbackRow, consoleCashbackPage, insertCashback, saveCashback } from './offers.console.repository.js';
import { CASHBACK_FIELDS, cashbackColumns, toConsoleCashback, type CashbackFields } from './offers.mapper.js';
import type { Row } from '../../db/database.js';

type CashbackDeps = VersionedDeps & { today: (now: Date) => Promise<string> };

/** The cashbacks table as the console edits it, its state read on `today`. */
const cashbacks = (today: string): Versioned<Row<'cashbacks'>, ConsoleCashback, CashbackFields> => ({
  actions: 'cashbacks', entity: 'cashback', missing: 'Cashback offer not found', fields: CASHBACK_FIELDS,
  row: cashbackRow, toConsole: (row) => toConsoleCashback(row, today), save: saveCashback,
  insert: (trx, row) => insertCashback(trx, row as Parameters<typeof insertCashback>[1]),
  fieldsOf: (c) => Object.fromEntries(CASHBACK_FIELDS.map((f) => [f, c[f]])) as CashbackFields,
  columnsOf: cashbackColumns,
});

/**
 * The cashback offers as the business's admins keep them in the console: title in every language, a
 * percentage or an amount, minimum order, cap (percentage only), orders per customer, days, on or off.
 * Saves are versioned and audited (audit.versioned); checkout and the storefront's list read them as they are.
 */
export class OffersCashbacksConsoleService {
  constructor(private readonly deps: CashbackDeps) {}

  private today(): Promise<string> {
    return this.deps.today(this.deps.clock.now());
  }

  async page(query: ConsoleCashbackQuery): Promise<ConsoleCashbackPage> {
    const today = await this.today();
    const { rows, total } = await consoleCashbackPage(this.deps.db, query, today);
    return { total, cashbacks: rows.map((row) => toConsoleCashback(row, today)) };
  }

  async one(id: number): Promise<ConsoleCashback> {
    return readVersioned(this.deps, cashbacks(await this.today()), id);
  }

  async create(actor: StaffActor, body: ConsoleCashbackCreate): Promise<ConsoleCashback> {
    const fields = shaped({
      title: laidOver(body.title), cashback_type: body.cashback_type, cashback_amount: body.cashback_amount, min_purchase: body.min_purchase ?? 0,
      max_discount: body.max_discount ?? 0, limit_per_customer: body.limit_per_customer ?? null, start_date: body.start_date, end_date: body.end_date, on: body.on ?? true,
    });
    return createVersioned(this.deps, cashbacks(await this.today()), actor, fields, async () => {});
  }

  async update(actor: StaffActor, id: number, body: ConsoleCashbackUpdate): Promise<ConsoleCashback> {
    const { version, title, ...rest } = body;
    const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<CashbackFields>;
    return updateVersioned(this.deps, cashbacks(await this.today()), actor, id, version,
      (current) => shaped({ ...current, ...given, title: laidOver(title, current.title) }), async () => {});
  }
}

/** An offer's fields made whole: real days, the last not before the first; a percentage at most 100, and only a percentage has a cap. */
function shaped(fields: CashbackFields): CashbackFields {
  checkDays({ start_date: fields.start_date, end_date: fields.end_date });
  if (fields.cashback_type === 'percentage' && fields.cashback_amount > 100) throw invalid('A percentage is at most 100.', 'cashback_amount');
  return { ...fields, max_discount: fields.cashback_type === 'percentage' ? fields.max_discount : 0 };
}
