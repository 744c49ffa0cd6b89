import { Type, type Static } from 'typebox';
import { Texts, TextsInput } from './common.js';
import { PageParams } from './config.js';
import { ErrorItem } from './errors.js';

/** The longest page title, and the longest page body in one language (HTML, in characters). */
export const PAGE_TITLE_MAX = 200;
export const PAGE_CONTENT_MAX = 100_000;

const PageKeySchema = PageParams.properties.key;

/** An information page as the console lists it: its titles, whether it shows, and the version a save names. */
export const ConsolePageSummary = Type.Object({
  key: PageKeySchema,
  title: Texts,
  /** Refund, cancellation and shipping pages may be switched off (the storefront then answers 404); null: always on. */
  on: Type.Union([Type.Boolean(), Type.Null()]),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type ConsolePageSummary = Static<typeof ConsolePageSummary>;

export const ConsolePageList = Type.Object({ pages: Type.Array(ConsolePageSummary) });
export type ConsolePageList = Static<typeof ConsolePageList>;

/** One page with its body in every language: HTML as the server sanitized it, as the storefront shows it. */
export const ConsolePage = Type.Interface([ConsolePageSummary], { content: Texts });
export type ConsolePage = Static<typeof ConsolePage>;

const ContentInput = Type.Object({
  en: Type.String({ minLength: 1, maxLength: PAGE_CONTENT_MAX, pattern: '\\S' }),
  ar: Type.Optional(Type.String({ maxLength: PAGE_CONTENT_MAX })),
  fr: Type.Optional(Type.String({ maxLength: PAGE_CONTENT_MAX })),
});

/** A save: the version read, the titles and bodies (HTML; kept sanitized), and on or off where switchable. */
export const ConsolePageUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  title: TextsInput(PAGE_TITLE_MAX),
  content: ContentInput,
  on: Type.Optional(Type.Boolean()),
});
export type ConsolePageUpdate = Static<typeof ConsolePageUpdate>;

/** HTML to preview: answered as the server would keep it. */
export const ConsolePagePreview = Type.Object({ content: Type.String({ maxLength: PAGE_CONTENT_MAX }) });
export type ConsolePagePreview = Static<typeof ConsolePagePreview>;

/** A refused page save (409): the page as it is now and the fields changed since the version the save named. */
export const ConsolePageConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsolePage, changed: Type.Array(Type.String()) });
export type ConsolePageConflict = Static<typeof ConsolePageConflict>;

/** The social networks the footer may link to. */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok', 'snapchat', 'pinterest', 'whatsapp', 'telegram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_LINKS_MAX = 10;
export const FOOTER_ADDRESS_MAX = 300;

/** The schema's choices are SOCIAL_PLATFORMS, written out so that the type of a link's platform is their union. */
const SocialPlatformSchema = Type.Union([
  Type.Literal('facebook'), Type.Literal('instagram'), Type.Literal('x'), Type.Literal('linkedin'), Type.Literal('youtube'),
  Type.Literal('tiktok'), Type.Literal('snapchat'), Type.Literal('pinterest'), Type.Literal('whatsapp'), Type.Literal('telegram'),
]);

/** A link of the footer: only https addresses. */
export const SocialLink = Type.Object({
  platform: SocialPlatformSchema,
  url: Type.String({ maxLength: 300, pattern: '^https://[^\\s]+$' }),
  on: Type.Boolean(),
});
export type SocialLink = Static<typeof SocialLink>;

/** The footer's contacts and social links, as GET /config answers them to the storefront. */
export const ConsoleFooter = Type.Object({
  version: Type.Integer(),
  email: Type.String(),
  phone: Type.String(),
  address: Texts,
  social: Type.Array(SocialLink),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type ConsoleFooter = Static<typeof ConsoleFooter>;

/** A footer save: everything, with the version read. Empty email, phone or address shows none. */
export const ConsoleFooterUpdate = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  email: Type.String({ maxLength: 120, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
  phone: Type.String({ maxLength: 30, pattern: '^[0-9+() -]*$' }),
  address: Type.Object({
    en: Type.String({ maxLength: FOOTER_ADDRESS_MAX }),
    ar: Type.Optional(Type.String({ maxLength: FOOTER_ADDRESS_MAX })),
    fr: Type.Optional(Type.String({ maxLength: FOOTER_ADDRESS_MAX })),
  }),
  social: Type.Array(Type.Object({ platform: SocialPlatformSchema, url: SocialLink.properties.url, on: Type.Optional(Type.Boolean()) }), { maxItems: SOCIAL_LINKS_MAX }),
});
export type ConsoleFooterUpdate = Static<typeof ConsoleFooterUpdate>;

export const ConsoleFooterConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleFooter, changed: Type.Array(Type.String()) });
export type ConsoleFooterConflict = Static<typeof ConsoleFooterConflict>;
