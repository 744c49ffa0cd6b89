import type { Texts } from '@storefront/contract';

/** The languages a text is edited in, each in its own direction: English first (required), then Arabic and French. */
export const TEXT_LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
  { code: 'fr', dir: 'ltr' },
] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number]['code'];

/** A text in the console's language, the English one when it has none. */
export const shownText = (texts: Texts, language: string) => texts[language as TextLanguage] || texts.en;

/** The languages a text still lacks (English is always there). */
export const untranslated = (texts: Texts) => (['ar', 'fr'] as const).filter((code) => !texts[code].trim());

/** Texts trimmed, as a save sends them. */
export const trimmed = (texts: Texts): Texts => ({ en: texts.en.trim(), ar: texts.ar.trim(), fr: texts.fr.trim() });

/** The keys of `form` whose values differ from `was`, with their new values: what a save sends, or what to lay over a newer version. */
export function changedKeys<T extends object>(form: T, was: T): Partial<T> {
  return Object.fromEntries((Object.keys(form) as (keyof T)[])
    .filter((key) => JSON.stringify(form[key]) !== JSON.stringify(was[key]))
    .map((key) => [key, form[key]])) as Partial<T>;
}
