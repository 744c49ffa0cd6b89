import type { ChargePayer, Language, ParcelCategory, ParcelInstructionList, ParcelQuote } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { translated } from '../../lib/i18n.js';
import { toMajor } from '../../lib/money.js';
import { storageName, storageUrl } from '../../lib/images.js';
import type { ParcelPrice } from './parcel.pricing.js';

export function toParcelCategory(row: Row<'parcel_categories'>, lang: Language, publicUrl: string): ParcelCategory {
  return {
    id: row.id,
    name: translated(row.translations, lang, 'name', row.name),
    description: translated(row.translations, lang, 'description', row.description ?? ''),
    image: storageName(publicUrl, row.image), image_full_url: storageUrl(publicUrl, row.image),
    module_id: row.module_id,
    parcel_per_km_shipping_charge: toMajor(row.parcel_per_km_shipping_charge),
    parcel_minimum_shipping_charge: toMajor(row.parcel_minimum_shipping_charge),
  };
}

export function toParcelInstruction(row: Row<'parcel_instructions'>, lang: Language): ParcelInstructionList['data'][number] {
  return { id: row.id, instruction: translated(row.translations, lang, 'instruction', row.instruction) };
}

/** What a parcel costs, in major units, with the ways its payer may pay. */
export function toParcelQuote(price: ParcelPrice, chargePayer: ChargePayer, paymentMethods: string[]): ParcelQuote {
  return {
    parcel_category_id: price.category.id, distance: price.km, per_km_charge: toMajor(price.rates.perKm), minimum_charge: toMajor(price.rates.minimum),
    delivery_charge: toMajor(price.delivery.charge), dm_tips: toMajor(price.tips), order_amount: toMajor(price.total), charge_payer: chargePayer,
    payment_methods: paymentMethods,
  };
}
