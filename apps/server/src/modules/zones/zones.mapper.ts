import type { Language, ZoneData, ZoneListItem } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import type { LatLngTuple } from '../../lib/geo.js';
import { translated } from '../../lib/i18n.js';
import { parseJson } from '../../lib/json.js';

const flag = (v: number) => (v ? 1 : 0) as 0 | 1;

export function toZoneData(zone: Row<'zones'>): ZoneData {
  return {
    id: zone.id,
    status: flag(zone.status),
    cash_on_delivery: flag(zone.cash_on_delivery),
    digital_payment: flag(zone.digital_payment),
    offline_payment: flag(zone.offline_payment),
    increased_delivery_fee: zone.increased_delivery_fee,
    increased_delivery_fee_status: flag(zone.increased_delivery_fee_status),
    increase_delivery_charge_message: zone.increase_delivery_charge_message,
  };
}

export function toZoneListItem(zone: Pick<Row<'zones'>, 'id' | 'name' | 'translations' | 'polygon'>, lang: Language): ZoneListItem {
  return {
    id: zone.id,
    name: translated(zone.translations, lang, 'name', zone.name),
    coordinates: parseJson<LatLngTuple[]>(zone.polygon, []).map(([lat, lng]) => ({ lat, lng })),
  };
}
