import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Timestamp } from '../../db/columns.js';

export interface ZonesTable {
  id: Generated<number>;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  /** JSON [[lat, lng], ...], the ring of the zone. */
  polygon: Json;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  /** Planar area in square degrees, used to order nested zones smallest first. */
  area: number;
  status: Flag;
  cash_on_delivery: Flag;
  digital_payment: Flag;
  offline_payment: Flag;
  increased_delivery_fee: number;
  increased_delivery_fee_status: Flag;
  increase_delivery_charge_message: string | null;
  created_at: Timestamp;
  /** Raised by every console save, which names the version it read. */
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The tables the zones feature owns, by name. */
export interface ZonesTables {
  zones: ZonesTable;
}
