import type { Texts } from '@storefront/contract';
import { parseJson } from './json.js';

/**
 * A text in the storefront's three languages, stored as the storefront reads it (lib/i18n `translated`):
 * English in the row's own column, Arabic and French in its translations JSON under the field's name
 * (`{"ar": {"name": …}, "fr": {…}}`); a language without its text is left out, so the visitor reads English.
 */
type Translations = Record<string, Record<string, string> | undefined>;

const TRANSLATED = ['ar', 'fr'] as const;

/** A field's texts as the console shows them: '' where a language has none. */
export function textsOf(english: string | null, translations: string | null, field: string): Texts {
  const all = parseJson<Translations>(translations, {});
  return { en: english ?? '', ar: all.ar?.[field] ?? '', fr: all.fr?.[field] ?? '' };
}

/** Texts as a save sends them laid over `current`: a language left out keeps its text; all trimmed. */
export function laidOver(sent: Partial<Texts> | undefined, current: Texts = { en: '', ar: '', fr: '' }): Texts {
  return { en: (sent?.en ?? current.en).trim(), ar: (sent?.ar ?? current.ar).trim(), fr: (sent?.fr ?? current.fr).trim() };
}

/** The translations JSON with the fields' Arabic and French texts set (empty ones left out), other keys kept. */
export function withTranslations(previous: string | null, fields: Record<string, Texts>): string {
  const all = parseJson<Translations>(previous, {});
  for (const lang of TRANSLATED) {
    const own = { ...all[lang] };
    for (const [field, texts] of Object.entries(fields)) {
      delete own[field];
      if (texts[lang]) own[field] = texts[lang];
    }
    if (Object.keys(own).length > 0) all[lang] = own;
    else delete all[lang];
  }
  return JSON.stringify(all);
}
