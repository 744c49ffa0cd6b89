import type { ZoneData } from '@storefront/contract';
import type { Row } from '../../db/database.js';

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
