import type { CancellationReasonList, CancellationReasonsQuery, Language, RefundReasonList } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { translated } from '../../lib/i18n.js';
import { pageWindow } from '../../lib/pagination.js';
import { cancellationReasonRows, refundReasonRows } from './orders.repository.js';

/** The reasons a customer gives for cancelling an order or asking for a refund, in the caller's language. */
export class OrderReasonsService {
  constructor(private readonly db: Db) {}

  async cancellationReasons(query: CancellationReasonsQuery, lang: Language): Promise<CancellationReasonList> {
    const w = pageWindow(query);
    const [total, rows] = await cancellationReasonRows(this.db, query.type, w.skip, w.limit);
    return {
      total_size: total, limit: w.limit, offset: w.offset,
      reasons: rows.map((r) => ({ id: r.id, reason: translated(r.translations, lang, 'reason', r.reason), user_type: r.user_type })),
    };
  }

  async refundReasons(lang: Language): Promise<RefundReasonList> {
    const rows = await refundReasonRows(this.db);
    return { refund_reasons: rows.map((r) => ({ id: r.id, reason: translated(r.translations, lang, 'reason', r.reason) })) };
  }
}
