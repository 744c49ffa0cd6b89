import { Type, type Static } from 'typebox';
import { Item, Store } from './catalog.js';
import { Page, PageQuery } from './common.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

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

/** A banner: a store-wise banner opens `store`, an item-wise one `item`. */
export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Union([Type.Literal('default'), Type.Literal('store_wise'), Type.Literal('item_wise')]),
  image: Type.String(), image_full_url: Type.String(),
  short_description: Nullable(Type.String()),
  module_id: Type.Integer(),
  zone_id: Type.Integer(),
  store: Nullable(Store),
  item: Nullable(Item),
});
export type Banner = Static<typeof Banner>;
/** Banners, with the running basic campaigns beside them (the home carousel shows both). */
export const Banners = Type.Object({ campaigns: BasicCampaignList, banners: Type.Array(Banner) });
export type Banners = Static<typeof Banners>;
/** One store's banners (those opening the store or one of its items): its id in the query or the path. */
export const BannersQuery = Type.Object({ store_id: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type BannersQuery = Static<typeof BannersQuery>;
export const BannersParams = Type.Object({ store_id: Type.Integer({ minimum: 1 }) });

export const PromotionalBanner = Type.Object({ id: Type.Integer(), title: Type.String(), sub_title: Nullable(Type.String()), image: Type.String(), image_full_url: Type.String() });
/** promotional_banner_full_url: the first banner's picture; the placeholder's URL when the module has none. */
export const OtherBanners = Type.Object({ promotional_banner: Type.String(), promotional_banner_full_url: Type.String(), banners: Type.Array(PromotionalBanner) });
export type OtherBanners = Static<typeof OtherBanners>;

/** The parcel home's video or image banner with its steps; null when the module has none. */
export const VideoContent = Nullable(Type.Object({
  title: Type.String(),
  sub_title: Nullable(Type.String()),
  banner_type: Type.Union([Type.Literal('video'), Type.Literal('image')]),
  banner_video: Nullable(Type.String()),
  banner_image: Type.String(), banner_image_full_url: Type.String(),
  banner_contents: Type.Array(Type.Object({ title: Type.String(), sub_title: Type.String(), image: Type.String(), image_full_url: Type.String() })),
}));
export type VideoContent = Static<typeof VideoContent>;

export const WhyChoose = Type.Object({
  banners: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), short_description: Nullable(Type.String()), image: Type.String(), image_full_url: Type.String() })),
});
export type WhyChoose = Static<typeof WhyChoose>;

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

const DiscountType = Type.Union([Type.Literal('percent'), Type.Literal('amount')]);

/** A coupon; amounts in major units, dates YYYY-MM-DD. */
export const Coupon = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  code: Type.String(),
  coupon_type: Type.Union([Type.Literal('default'), Type.Literal('first_order'), Type.Literal('free_delivery'), Type.Literal('store_wise'), Type.Literal('zone_wise')]),
  discount: Type.Number(),
  discount_type: DiscountType,
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  limit: Nullable(Type.Integer()),
  start_date: Type.String(),
  expire_date: Type.String(),
  module_id: Type.Integer(),
  store_id: Nullable(Type.Integer()),
  store_name: Nullable(Type.String()),
  zone_id: Nullable(Type.Integer()),
});
export type Coupon = Static<typeof Coupon>;
export const CouponList = Type.Array(Coupon);

/** A cashback offer: a percentage or an amount (major units). */
export const Cashback = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cashback_type: Type.Union([Type.Literal('percentage'), Type.Literal('amount')]),
  cashback_amount: Type.Number(),
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  start_date: Type.String(),
  end_date: Type.String(),
  same_user_limit: Type.Integer(),
});
export type Cashback = Static<typeof Cashback>;
export const CashbackList = Type.Array(Cashback);

/** POST coupon/apply: a coupon code for the caller's cart of one store (the moduleId header's cart). */
export const CouponApply = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 50 }),
  store_id: Type.Integer({ minimum: 1 }),
  /** A guest's cart. */
  guest_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
}, { additionalProperties: false });
export type CouponApply = Static<typeof CouponApply>;

/** The coupon's terms and what it takes off this cart (major units); a free-delivery coupon takes the delivery fee instead. */
export const CouponApplied = Type.Object({
  code: Type.String(),
  coupon_type: Type.String(),
  discount_type: DiscountType,
  discount: Type.Number(),
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  coupon_discount: Type.Number(),
});
export type CouponApplied = Static<typeof CouponApplied>;

/** GET getCashback: the running offer that pays the most on an amount, and what it pays (major units); null and 0 when none does. */
export const CashbackOffer = Type.Object({ offer: Type.Union([Cashback, Type.Null()]), cashback: Type.Number() });
export type CashbackOffer = Static<typeof CashbackOffer>;
export const CashbackQuery = Type.Object({ amount: Type.Number({ minimum: 0, maximum: 10_000_000 }) }, { additionalProperties: false });
export type CashbackQuery = Static<typeof CashbackQuery>;

export const MostTips = Type.Object({ most_tips_amount: Type.Number() });
export type MostTips = Static<typeof MostTips>;
