import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/** The longest banner title and short description, in any language. */
export const BANNER_TITLE_MAX = 120;
export const BANNER_DESCRIPTION_MAX = 300;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const DescriptionInput = Type.Object({
  en: Type.String({ maxLength: BANNER_DESCRIPTION_MAX }),
  ar: Type.Optional(Type.String({ maxLength: BANNER_DESCRIPTION_MAX })),
  fr: Type.Optional(Type.String({ maxLength: BANNER_DESCRIPTION_MAX })),
});
const BannerType = Type.Union([Type.Literal('default'), Type.Literal('store_wise'), Type.Literal('item_wise')]);

/** A home banner as the console edits it: its texts in every language, where it shows and what it opens. */
export const ConsoleBanner = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  title: Texts,
  short_description: Texts,
  /** default opens nothing; store_wise opens store_id; item_wise opens item_id. */
  type: BannerType,
  module_id: Type.Integer(),
  zone_id: Type.Integer(),
  store_id: Nullable(Type.Integer()),
  item_id: Nullable(Type.Integer()),
  /** Featured banners come first. */
  featured: Type.Boolean(),
  /** Off: no storefront call shows it. */
  on: Type.Boolean(),
  image_full_url: Type.String(),
  created_at: Type.String(),
});
export type ConsoleBanner = Static<typeof ConsoleBanner>;

export const ConsoleBannerPage = Type.Object({ total: Type.Integer(), banners: Type.Array(ConsoleBanner) });
export type ConsoleBannerPage = Static<typeof ConsoleBannerPage>;

export const ConsoleBannerQuery = Type.Object({
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  zone_id: Type.Optional(Type.Integer({ minimum: 1 })),
  on: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleBannerQuery = Static<typeof ConsoleBannerQuery>;

/** What a new banner says and where it shows. */
export const ConsoleBannerCreate = Type.Object({
  title: TextsInput(BANNER_TITLE_MAX),
  /** English may be left empty: the banner then has no description. */
  short_description: Type.Optional(DescriptionInput),
  type: BannerType,
  module_id: Type.Integer({ minimum: 1 }),
  zone_id: Type.Integer({ minimum: 1 }),
  store_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  item_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  featured: Type.Optional(Type.Boolean()),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleBannerCreate = Static<typeof ConsoleBannerCreate>;

/** A save: the version read, and the fields to change (those left out stay). */
export const ConsoleBannerUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  title: Type.Optional(TextsInput(BANNER_TITLE_MAX)),
  short_description: Type.Optional(DescriptionInput),
  type: Type.Optional(BannerType),
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  zone_id: Type.Optional(Type.Integer({ minimum: 1 })),
  store_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  item_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  featured: Type.Optional(Type.Boolean()),
  on: Type.Optional(Type.Boolean()),
});
export type ConsoleBannerUpdate = Static<typeof ConsoleBannerUpdate>;

/** A new picture for a banner (multipart/form-data), with the version read. */
export const ConsoleBannerImage = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  image: Type.Unknown({ description: 'a JPG, PNG or GIF file, at most 2 MB; kept as a WebP at most 1600 px wide' }),
});
export type ConsoleBannerImage = Static<typeof ConsoleBannerImage>;

export const BannerParams = Type.Object({ bannerId: Type.Integer({ minimum: 1 }) });
export type BannerParams = Static<typeof BannerParams>;

/** A refused save (409): the banner as it is now and the fields changed since the version the save named. */
export const ConsoleBannerConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleBanner, changed: Type.Array(Type.String()) });
export type ConsoleBannerConflict = Static<typeof ConsoleBannerConflict>;
