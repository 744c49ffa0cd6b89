import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Minor, Timestamp } from '../../db/columns.js';

export interface ParcelCategoriesTable {
  id: Generated<number>;
  module_id: number;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  description: string | null;
  image: string | null;
  parcel_per_km_shipping_charge: Minor;
  parcel_minimum_shipping_charge: Minor;
  position: number;
  status: Flag;
  created_at: Timestamp;
  /** Raised by every console save, which names the version it read. */
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ParcelInstructionsTable {
  id: Generated<number>;
  instruction: string;
  translations: Json;
  status: Flag;
}

/** The tables the parcel feature owns, by name. */
export interface ParcelTables {
  parcel_categories: ParcelCategoriesTable;
  parcel_instructions: ParcelInstructionsTable;
}
