import type { OfflinePaymentMethodList } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { parseJson } from '../../lib/json.js';
import { offlineMethodRows } from '../payments/payments.repository.js';

/** The short list the checkout page offers: offline ways to pay (a parcel's instructions are the parcel module's). */
export class CheckoutListsService {
  constructor(private readonly db: Db) {}

  async offlineMethods(): Promise<OfflinePaymentMethodList> {
    const rows = await offlineMethodRows(this.db);
    return rows.map((r) => ({
      id: r.id, method_name: r.method_name, method_fields: parseJson(r.method_fields, []), method_informations: parseJson(r.method_informations, []),
    }));
  }
}
