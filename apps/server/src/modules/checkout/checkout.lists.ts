import type { Language, OfflinePaymentMethodList, PageQuery, ParcelInstructionList } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { translated } from '../../lib/i18n.js';
import { parseJson } from '../../lib/json.js';
import { pageWindow } from '../../lib/pagination.js';
import { offlineMethodRows } from '../payments/payments.repository.js';
import { parcelInstructionRows } from './checkout.repository.js';

/** The short lists the checkout page offers: offline ways to pay, and what a parcel's sender can tell the courier. */
export class CheckoutListsService {
  constructor(private readonly db: Db) {}

  async parcelInstructions(query: PageQuery, lang: Language): Promise<ParcelInstructionList> {
    const w = pageWindow(query);
    const [total, rows] = await parcelInstructionRows(this.db, w.skip, w.limit);
    return {
      total_size: total, limit: w.limit, offset: w.offset,
      data: rows.map((r) => ({ id: r.id, instruction: translated(r.translations, lang, 'instruction', r.instruction) })),
    };
  }

  async offlineMethods(): Promise<OfflinePaymentMethodList> {
    const rows = await offlineMethodRows(this.db);
    return rows.map((r) => ({
      id: r.id, method_name: r.method_name, method_fields: parseJson(r.method_fields, []), method_informations: parseJson(r.method_informations, []),
    }));
  }
}
