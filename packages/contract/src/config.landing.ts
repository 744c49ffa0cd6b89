import { Type, type Static, type TOptional } from 'typebox';
import { Texts } from './common.js';
import { ErrorItem } from './errors.js';

/**
 * The landing page's texts as the settings keep them (react-landing-page's own field names), each with
 * its longest length: titles are short, subtitles and the footer's description a sentence or two.
 */
export const LANDING_TEXT_MAX = {
  fixed_header_title: 120,
  fixed_header_sub_title: 300,
  fixed_module_title: 120,
  fixed_module_sub_title: 300,
  fixed_referal_title: 120,
  fixed_referal_sub_title: 300,
  fixed_newsletter_title: 120,
  fixed_newsletter_sub_title: 300,
  fixed_footer_description: 500,
  download_user_app_title: 120,
  download_user_app_sub_title: 300,
  available_zone_title: 120,
} as const;
export type LandingTextField = keyof typeof LANDING_TEXT_MAX;
export const LANDING_TEXT_FIELDS = Object.keys(LANDING_TEXT_MAX) as LandingTextField[];

/** A promotion banner's title and subtitle, and how many banners the landing page shows at most. */
export const LANDING_BANNER_TITLE_MAX = 120;
export const LANDING_BANNER_SUB_TITLE_MAX = 300;
export const LANDING_BANNERS_MAX = 10;

/** A landing text as a save sends it: English may be empty (the section shows no text), Arabic or French alone may not. */
const LandingText = (maxLength: number) => Type.Object({
  en: Type.String({ maxLength }),
  ar: Type.Optional(Type.String({ maxLength })),
  fr: Type.Optional(Type.String({ maxLength })),
});
type LandingTextSchema = ReturnType<typeof LandingText>;

const textsOf = <T>(each: (field: LandingTextField) => T) =>
  Object.fromEntries(LANDING_TEXT_FIELDS.map((field) => [field, each(field)])) as Record<LandingTextField, T>;

/** A store link of the download section: shown only when on, and then an https address. */
const StoreLink = Type.Object({ on: Type.Boolean(), url: Type.String({ maxLength: 300, pattern: '^$|^https://[^\\s]+$' }) });

/** A promotion banner as the console shows it: `image` (its stored path) names it in a save. */
export const ConsoleLandingBanner = Type.Object({ image: Type.String(), image_full_url: Type.String(), title: Texts, sub_title: Texts });
export type ConsoleLandingBanner = Static<typeof ConsoleLandingBanner>;

/** The landing page as the console edits it: every text in three languages, the app links, the zones' section, the pictures. */
export const ConsoleLanding = Type.Object({
  version: Type.Integer(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
  texts: Type.Object(textsOf(() => Texts)),
  playstore: StoreLink,
  apple_store: StoreLink,
  zones_on: Type.Boolean(),
  /** '' where there is no picture (the storefront shows its placeholder). */
  header_banner_full_url: Type.String(),
  promotional_banner_full_url: Type.String(),
  promotion_banners: Type.Array(ConsoleLandingBanner),
});
export type ConsoleLanding = Static<typeof ConsoleLanding>;

/**
 * A save: the version read and everything but the pictures' files. The promotion banners are the ones
 * there now (named by `image`), in the order to show; one left out is removed. The header's and the
 * promotional picture are kept when left out and removed when sent as null (the storefront then shows none).
 */
export const ConsoleLandingUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  texts: Type.Object(textsOf((field) => Type.Optional(LandingText(LANDING_TEXT_MAX[field]))) as Record<LandingTextField, TOptional<LandingTextSchema>>),
  playstore: StoreLink,
  apple_store: StoreLink,
  zones_on: Type.Boolean(),
  promotion_banners: Type.Array(Type.Object({
    image: Type.String({ minLength: 1, maxLength: 300 }),
    title: Type.Optional(LandingText(LANDING_BANNER_TITLE_MAX)),
    sub_title: Type.Optional(LandingText(LANDING_BANNER_SUB_TITLE_MAX)),
  }), { maxItems: LANDING_BANNERS_MAX }),
  header_banner: Type.Optional(Type.Null()),
  promotional_banner: Type.Optional(Type.Null()),
});
export type ConsoleLandingUpdate = Static<typeof ConsoleLandingUpdate>;
export type LandingTextInput = Static<LandingTextSchema>;

/** Where an uploaded picture goes: the header's banner, the promotional banner, or a new promotion banner at the end. */
export const LANDING_PICTURE_SLOTS = ['header', 'promotional', 'promotion_banner'] as const;
export type LandingPictureSlot = (typeof LANDING_PICTURE_SLOTS)[number];

export const ConsoleLandingPicture = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  slot: Type.Union([Type.Literal('header'), Type.Literal('promotional'), Type.Literal('promotion_banner')]),
  image: Type.Unknown({ description: 'a JPG, PNG or GIF file, at most 2 MB; kept as a WebP at most 1600 px wide' }),
});
export type ConsoleLandingPicture = Static<typeof ConsoleLandingPicture>;

/** A refused save (409): the landing page as it is now and the fields changed since the version the save named. */
export const ConsoleLandingConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleLanding, changed: Type.Array(Type.String()) });
export type ConsoleLandingConflict = Static<typeof ConsoleLandingConflict>;
