import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Timestamp } from '../../db/columns.js';

/** A gazetteer entry of the embedded geo provider. */
export interface PlacesTable {
  id: Generated<number>;
  kind: 'street' | 'landmark' | 'neighbourhood';
  name: string;
  /** The neighbourhood a street or landmark lies in, or the district around a neighbourhood ('' if none). */
  area: string;
  city: string;
  latitude: number;
  longitude: number;
  /** JSON [[lat, lng], ...] along a long road, so that reverse geocoding finds it anywhere on its length. */
  path: Json | null;
  /** Higher ranks first among equally good matches. */
  priority: number;
  /** JSON {"ar": {"name", "area", "city"}, "fr": {...}}. */
  translations: ColumnType<Json, Json | undefined, Json>;
  status: Flag;
  created_at: Timestamp;
}

/** The tables the geo feature owns, by name. */
export interface GeoTables {
  places: PlacesTable;
}
