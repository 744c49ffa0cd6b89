import type { Language, ZoneData, ZoneListItem } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import type { LatLngTuple } from '../../lib/geo.js';
import { translated } from '../../lib/i18n.js';
import { parseJson } from '../../lib/json.js';
import type { ModuleZoneTermsRow } from './zones.repository.js';

const flag = (v: number) => (v ? 1 : 0) as 0 | 1;

/** A zone's terms as the storefront reads them, the surcharge's reason in the visitor's language (English where not translated). */
export function toZoneData(zone: Row<'zones'>, lang: Language): ZoneData {
  return {
    id: zone.id,
    status: flag(zone.status),
    cash_on_delivery: flag(zone.cash_on_delivery),
    digital_payment: flag(zone.digital_payment),
    offline_payment: flag(zone.offline_payment),
    increased_delivery_fee: zone.increased_delivery_fee,
    increased_delivery_fee_status: flag(zone.increased_delivery_fee_status),
    increase_delivery_charge_message: zone.increase_delivery_charge_message === null
      ? null : translated(zone.translations, lang, 'increase_delivery_charge_message', zone.increase_delivery_charge_message),
  };
}

export function toZoneListItem(zone: Pick<Row<'zones'>, 'id' | 'name' | 'translations' | 'polygon'>, lang: Language): ZoneListItem {
  return {
    id: zone.id,
    name: translated(zone.translations, lang, 'name', zone.name),
    coordinates: parseJson<LatLngTuple[]>(zone.polygon, []).map(([lat, lng]) => ({ lat, lng })),
  };
}

/** A module's delivery in a zone, in minor units: its rates, the zone's surge and the ways to pay there. */
export interface DeliveryTerms {
  perKm: number;
  minimum: number;
  maximum: number | null;
  /** The most a cash-on-delivery order may owe; null or 0 for no ceiling. */
  maxCashOnDelivery: number | null;
  /** The zone's surge, in percent; 0 when off. */
  surgePercent: number;
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  offlinePayment: boolean;
}

export function toDeliveryTerms(row: ModuleZoneTermsRow): DeliveryTerms {
  return {
    perKm: row.per_km_shipping_charge,
    minimum: row.minimum_shipping_charge,
    maximum: row.maximum_shipping_charge,
    maxCashOnDelivery: row.maximum_cod_order_amount,
    surgePercent: row.increased_delivery_fee_status ? row.increased_delivery_fee : 0,
    cashOnDelivery: row.cash_on_delivery === 1,
    digitalPayment: row.digital_payment === 1,
    offlinePayment: row.offline_payment === 1,
  };
}
