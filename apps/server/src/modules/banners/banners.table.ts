import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Timestamp } from '../../db/columns.js';

export interface BannersTable {
  id: Generated<number>;
  title: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  type: 'default' | 'store_wise' | 'item_wise';
  image: string;
  short_description: string | null;
  module_id: number;
  zone_id: number;
  store_id: number | null;
  item_id: number | null;
  featured: Flag;
  status: Flag;
  /** Raised by every console save (a save naming an older one is refused). */
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A module's promotional banner, video content or why-choose entry (the parcel home's). */
export interface ModuleBannersTable {
  id: Generated<number>;
  module_id: number;
  kind: 'promotional' | 'video' | 'why_choose';
  title: string;
  sub_title: string | null;
  image: string | null;
  /** Kind-specific JSON, e.g. {banner_type, banner_video, banner_contents} for video content. */
  data: ColumnType<Json, Json | undefined, Json>;
  position: number;
  status: Flag;
  created_at: Timestamp;
}

/** The tables the banners feature owns, by name. */
export interface BannersTables {
  banners: BannersTable;
  module_banners: ModuleBannersTable;
}
