import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Timestamp } from '../../db/columns.js';

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
  /** Raised by every console save (a save naming an older one is refused). */
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  slug: string;
  image: string | null;
  module_id: number;
  status: Flag;
  /** Raised by every console save (a save naming an older one is refused). */
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CommonConditionsTable {
  id: Generated<number>;
  name: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  status: Flag;
}

/** The tables the categories feature owns, by name. */
export interface CategoriesTables {
  categories: CategoriesTable;
  brands: BrandsTable;
  common_conditions: CommonConditionsTable;
}
