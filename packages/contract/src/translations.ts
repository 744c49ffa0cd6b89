import { Type, type Static } from 'typebox';

/** The kinds of customer-visible texts the translations list looks through, in the order it lists them. */
export const TRANSLATION_KINDS = [
  'item', 'store', 'category', 'brand', 'unit', 'attribute', 'banner', 'coupon', 'campaign', 'item_campaign', 'flash_sale', 'cashback', 'parcel_category',
  'module', 'faq', 'page', 'landing',
] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

const MissingLanguage = Type.Union([Type.Literal('ar'), Type.Literal('fr')]);

/** GET /console/translations/missing: one kind or all, one missing language or either, a search in the English text or the name; pages from 1. */
export const MissingTranslationsQuery = Type.Object({
  kind: Type.Optional(Type.Unsafe<TranslationKind>({ type: 'string', enum: [...TRANSLATION_KINDS] })),
  lang: Type.Optional(MissingLanguage),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
export type MissingTranslationsQuery = Static<typeof MissingTranslationsQuery>;

/**
 * A text lacking a translation: what it belongs to (`id`: a row's id, a page's key, or 'landing'; `store_id`
 * for a store's item, banner or coupon, and a store itself), its name, the field, the English text (at most
 * 300 characters, a page body without its markup) and the languages it lacks.
 */
export const MissingTranslation = Type.Object({
  kind: Type.Unsafe<TranslationKind>({ type: 'string', enum: [...TRANSLATION_KINDS] }),
  id: Type.String(),
  store_id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  field: Type.String(),
  english: Type.String(),
  missing: Type.Array(MissingLanguage),
});
export type MissingTranslation = Static<typeof MissingTranslation>;

/** A page of texts lacking a translation, `total` of them as filtered, and how many of each kind the language and search leave. */
export const MissingTranslationsPage = Type.Object({
  total: Type.Integer(),
  counts: Type.Object(Object.fromEntries(TRANSLATION_KINDS.map((k) => [k, Type.Integer()])) as Record<TranslationKind, ReturnType<typeof Type.Integer>>),
  texts: Type.Array(MissingTranslation),
});
export type MissingTranslationsPage = Static<typeof MissingTranslationsPage>;
