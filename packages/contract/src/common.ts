import { Type, type Static, type TSchema } from 'typebox';

/** 0/1 switches, as the spec's client reads them. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** The spec's paging: offset is the page number, starting at 1. */
export const PageQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
export type PageQuery = Static<typeof PageQuery>;

export function Page<K extends string, T extends TSchema>(key: K, item: T) {
  return Type.Object({
    total_size: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
    [key]: Type.Array(item),
  } as { total_size: ReturnType<typeof Type.Integer>; limit: ReturnType<typeof Type.Integer>; offset: ReturnType<typeof Type.Integer> } & Record<K, ReturnType<typeof Type.Array<T>>>);
}

export const Message = Type.Object({ message: Type.String() });

export const LANGUAGES = ['en', 'ar', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** A text the business writes in the storefront's three languages, as the console shows it: '' where not translated yet. */
export const Texts = Type.Object({ en: Type.String(), ar: Type.String(), fr: Type.String() });
export type Texts = Static<typeof Texts>;

/**
 * A text as the console sends it: English required (a visitor whose language lacks a translation reads it);
 * Arabic or French empty shows the English, and in a save, a language left out keeps its text.
 */
export const TextsInput = (maxLength: number) =>
  Type.Object({
    en: Type.String({ minLength: 1, maxLength, pattern: '\\S' }),
    ar: Type.Optional(Type.String({ maxLength })),
    fr: Type.Optional(Type.String({ maxLength })),
  });
export type TextsInput = Static<ReturnType<typeof TextsInput>>;

/**
 * A request field that takes a value or null, where null means something of its own ("no limit"): null is
 * matched first and as a value, not a type, because the server's checks coerce types (a form's "7" is 7)
 * and would read null as 0 for a number, or 0 as null, when one branch of a union is `type: null`.
 */
export const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Unsafe<null>({ enum: [null] }), schema]);
