import type {
  CancellationReasonList, CancellationReasonsQuery, Language, OfflinePaymentMethodList, PageQuery, ParcelInstructionList, RefundReasonList,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { translated } from '../../lib/i18n.js';
import { parseJson } from '../../lib/json.js';
import { pageWindow } from '../../lib/pagination.js';

/** The short lists of checkout and orders, in the caller's language. */
export class OrderListsService {
  constructor(private readonly db: Db) {}

  async cancellationReasons(query: CancellationReasonsQuery, lang: Language): Promise<CancellationReasonList> {
    const w = pageWindow(query);
    let q = this.db.selectFrom('cancellation_reasons').where('status', '=', 1);
    if (query.type) q = q.where('user_type', '=', query.type);
    const [count, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      q.selectAll().orderBy('id').limit(w.limit).offset(w.skip).execute(),
    ]);
    return {
      total_size: Number(count?.n ?? 0), limit: w.limit, offset: w.offset,
      reasons: rows.map((r) => ({ id: r.id, reason: translated(r.translations, lang, 'reason', r.reason), user_type: r.user_type })),
    };
  }

  async refundReasons(lang: Language): Promise<RefundReasonList> {
    const rows = await this.db.selectFrom('refund_reasons').selectAll().where('status', '=', 1).orderBy('id').execute();
    return { refund_reasons: rows.map((r) => ({ id: r.id, reason: translated(r.translations, lang, 'reason', r.reason) })) };
  }

  async parcelInstructions(query: PageQuery, lang: Language): Promise<ParcelInstructionList> {
    const w = pageWindow(query);
    const base = this.db.selectFrom('parcel_instructions').where('status', '=', 1);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      base.selectAll().orderBy('id').limit(w.limit).offset(w.skip).execute(),
    ]);
    return {
      total_size: Number(count?.n ?? 0), limit: w.limit, offset: w.offset,
      data: rows.map((r) => ({ id: r.id, instruction: translated(r.translations, lang, 'instruction', r.instruction) })),
    };
  }

  async offlineMethods(): Promise<OfflinePaymentMethodList> {
    const rows = await this.db.selectFrom('offline_payment_methods').selectAll().where('status', '=', 1).orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id, method_name: r.method_name, method_fields: parseJson(r.method_fields, []), method_informations: parseJson(r.method_informations, []),
    }));
  }
}
