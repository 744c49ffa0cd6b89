import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Minor, Timestamp } from '../../db/columns.js';

export interface ModulesTable {
  id: Generated<number>;
  module_name: string;
  module_type: string;
  slug: string;
  icon: string | null;
  thumbnail: string | null;
  theme_id: number;
  description: string | null;
  translations: ColumnType<Json, Json | undefined, Json>;
  status: Flag;
  all_zone_service: Flag;
  position: number;
  created_at: Timestamp;
  /** Raised by every console save, which names the version it read. */
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ModuleZonesTable {
  module_id: number;
  zone_id: number;
  per_km_shipping_charge: Minor;
  minimum_shipping_charge: Minor;
  maximum_shipping_charge: Minor | null;
  maximum_cod_order_amount: Minor | null;
  /** 0: the module is switched off in the zone (its rates are kept for when it is on again). */
  status: ColumnType<Flag, Flag | undefined, Flag>;
}

/** The tables the modules feature owns, by name. */
export interface ModulesTables {
  modules: ModulesTable;
  module_zones: ModuleZonesTable;
}
