import { Type, type Static } from 'typebox';
import { BasicCampaignList } from './campaigns.js';
import { Item, Store } from './catalog.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

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
