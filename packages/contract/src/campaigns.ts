import { Type, type Static } from 'typebox';
import { Item, Store } from './catalog.js';
import { Page, PageQuery } from './common.js';

/** A basic campaign; dates are YYYY-MM-DD on the stores' calendar, times their daily window. */
export const BasicCampaign = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  image: Type.String(), image_full_url: Type.String(),
  module_id: Type.Integer(),
  available_date_starts: Type.String(),
  available_date_ends: Type.String(),
  start_time: Type.String(),
  end_time: Type.String(),
});
export type BasicCampaign = Static<typeof BasicCampaign>;
export const BasicCampaignList = Type.Array(BasicCampaign);
export const BasicCampaignDetails = Type.Object({ ...BasicCampaign.properties, stores: Type.Array(Store) });
export type BasicCampaignDetails = Static<typeof BasicCampaignDetails>;
export const BasicCampaignQuery = Type.Object({ basic_campaign_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type BasicCampaignQuery = Static<typeof BasicCampaignQuery>;

/** A flash sale line: `price` is the flash price (major units) charged while the sale runs. */
export const FlashSaleProduct = Type.Object({
  id: Type.Integer(),
  flash_sale_id: Type.Integer(),
  item_id: Type.Integer(),
  stock: Type.Integer(),
  sold: Type.Integer(),
  available_stock: Type.Integer(),
  discount: Type.Number(),
  discount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  price: Type.Number(),
  item: Item,
});
export type FlashSaleProduct = Static<typeof FlashSaleProduct>;

export const FlashSale = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  /** The first lines of the sale (at most 15 shown). */
  active_products: Type.Array(FlashSaleProduct),
});
export type FlashSale = Static<typeof FlashSale>;
export const FlashSalePage = Page('flash_sales', FlashSale);
export type FlashSalePage = Static<typeof FlashSalePage>;
export const FlashSaleItemPage = Page('products', FlashSaleProduct);
export type FlashSaleItemPage = Static<typeof FlashSaleItemPage>;
export const FlashSaleItemsQuery = Type.Object(
  { ...PageQuery.properties, flash_sale_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type FlashSaleItemsQuery = Static<typeof FlashSaleItemsQuery>;
