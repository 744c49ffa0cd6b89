import type { ChargePayer, ConsoleParcelCategory, Language, ParcelCategory, ParcelInstructionList, ParcelQuote } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { translated } from '../../lib/i18n.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { textsOf, withTranslations } from '../../lib/texts.js';
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

/** What a console save sets of a parcel category, compared and audited field by field. */
export type ParcelCategoryFields = Pick<ConsoleParcelCategory, 'name' | 'description' | 'module_id' | 'per_km_charge' | 'minimum_charge' | 'position' | 'on'>;
export const PARCEL_CATEGORY_FIELDS: readonly (keyof ParcelCategoryFields)[] = ['name', 'description', 'module_id', 'per_km_charge', 'minimum_charge', 'position', 'on'];

export function toConsoleParcelCategory(row: Row<'parcel_categories'>, publicUrl: string): ConsoleParcelCategory {
  return {
    id: row.id, version: row.version, module_id: row.module_id, name: textsOf(row.name, row.translations, 'name'),
    description: textsOf(row.description, row.translations, 'description'), image_full_url: storageUrl(publicUrl, row.image),
    per_km_charge: toMajor(row.parcel_per_km_shipping_charge), minimum_charge: toMajor(row.parcel_minimum_shipping_charge),
    position: row.position, on: row.status === 1, created_at: row.created_at,
  };
}

/** The parcel_categories columns a save sets: rates kept in minor units, an empty English description as none. */
export function parcelCategoryColumns(fields: ParcelCategoryFields, previousTranslations: string | null) {
  return {
    module_id: fields.module_id, name: fields.name.en, description: fields.description.en || null,
    translations: withTranslations(previousTranslations, { name: fields.name, description: fields.description }),
    parcel_per_km_shipping_charge: toMinor(fields.per_km_charge), parcel_minimum_shipping_charge: toMinor(fields.minimum_charge),
    position: fields.position, status: fields.on ? 1 : 0,
  };
}
