import type { ColumnType, Generated } from 'kysely';
import type { Flag, Json, Minor, Timestamp } from '../../db/columns.js';

/** A basic campaign: stores join it; dates are the stores' calendar days, times their wall clock. */
export interface CampaignsTable {
  id: Generated<number>;
  title: string;
  translations: ColumnType<Json, Json | undefined, Json>;
  description: string | null;
  image: string | null;
  module_id: number;
  /** YYYY-MM-DD, both included. */
  start_date: string;
  end_date: string;
  /** HH:mm daily window. */
  start_time: string;
  end_time: string;
  status: Flag;
  created_at: Timestamp;
  /** Raised by every console save; a save naming an older version is refused (409). */
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CampaignStoresTable {
  campaign_id: number;
  store_id: number;
}

/** An item sold at a campaign price between two dates. */
export interface ItemCampaignsTable {
  id: Generated<number>;
  item_id: number;
  store_id: number;
  module_id: number;
  zone_id: number;
  title: string;
  price: Minor;
  discount: number;
  discount_type: 'percent' | 'amount';
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  status: Flag;
  created_at: Timestamp;
  translations: ColumnType<Json, Json | undefined, Json>;
  /** Raised by every console save; a save naming an older version is refused (409). */
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FlashSalesTable {
  id: Generated<number>;
  title: string;
  module_id: number;
  start_date: Timestamp;
  end_date: Timestamp;
  status: Flag;
  created_at: Timestamp;
  translations: ColumnType<Json, Json | undefined, Json>;
  /** Raised by every console save; a save naming an older version is refused (409). */
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FlashSaleItemsTable {
  id: Generated<number>;
  flash_sale_id: number;
  item_id: number;
  stock: number;
  /** Taken by orders at the flash price, within `stock`. @writer inventory */
  sold: number;
  discount: number;
  discount_type: 'percent' | 'amount';
  /** The flash price, which overrides every other discount while the sale runs. */
  price: Minor;
  status: Flag;
}

/** The tables the campaigns feature owns, by name. */
export interface CampaignsTables {
  campaigns: CampaignsTable;
  campaign_stores: CampaignStoresTable;
  item_campaigns: ItemCampaignsTable;
  flash_sales: FlashSalesTable;
  flash_sale_items: FlashSaleItemsTable;
}
