import type { Generated } from 'kysely';
import type { Flag, Minor, Timestamp } from '../../db/columns.js';

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
}

export interface FlashSalesTable {
  id: Generated<number>;
  title: string;
  module_id: number;
  start_date: Timestamp;
  end_date: Timestamp;
  status: Flag;
  created_at: Timestamp;
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
  campaign_stores: CampaignStoresTable;
  item_campaigns: ItemCampaignsTable;
  flash_sales: FlashSalesTable;
  flash_sale_items: FlashSaleItemsTable;
}
