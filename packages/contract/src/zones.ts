import { Type, type Static } from 'typebox';
import { Flag } from './common.js';

export const ZoneQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type ZoneQuery = Static<typeof ZoneQuery>;

export const ZoneData = Type.Object({
  id: Type.Integer(),
  status: Flag,
  cash_on_delivery: Flag,
  digital_payment: Flag,
  offline_payment: Flag,
  increased_delivery_fee: Type.Number(),
  increased_delivery_fee_status: Flag,
  increase_delivery_charge_message: Type.Union([Type.String(), Type.Null()]),
});
export type ZoneData = Static<typeof ZoneData>;

/** zone_id is a JSON array string such as "[2,1]", smallest zone first, as the spec's client stores it. */
export const ZoneLookup = Type.Object({ zone_id: Type.String(), zone_data: Type.Array(ZoneData) });
export type ZoneLookup = Static<typeof ZoneLookup>;
