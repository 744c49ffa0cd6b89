import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Minor, Timestamp } from '../../db/columns.js';

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  /** Depth in the tree: 0 for a root category. */
  position: number;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  slug: string;
  image: string | null;
  module_id: number;
  featured: Flag;
  priority: number;
  status: Flag;
  created_at: Timestamp;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  slug: string;
  image: string | null;
  module_id: number;
  status: Flag;
  created_at: Timestamp;
}

export interface CommonConditionsTable {
  id: Generated<number>;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  status: Flag;
}

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
}

/** The tables the categories feature owns, by name. */
export interface CategoriesTables {
  categories: CategoriesTable;
  brands: BrandsTable;
  common_conditions: CommonConditionsTable;
  parcel_categories: ParcelCategoriesTable;
}
