import type { Texts } from '@storefront/contract';
import { parseJson } from './json.js';

/** A row's translations column: per language, its fields' texts ({ar: {name: …}, fr: {…}}). */
type Translations = Record<string, Record<string, string> | undefined>;
const OTHER_LANGUAGES = ['ar', 'fr'] as const;

/** A field in every language: English from the row's own column, Arabic and French from its translations ('' when missing). */
export function textsOf(translations: string | null | undefined, field: string, english: string | null): Texts {
  const all = parseJson<Translations>(translations, {});
  return { en: english ?? '', ar: all.ar?.[field] ?? '', fr: all.fr?.[field] ?? '' };
}

/** Texts as a save sends them laid over `current`: a language left out keeps its text; all trimmed. */
export function textsSent(sent: Partial<Texts> | undefined, current: Texts = { en: '', ar: '', fr: '' }): Texts {
  return { en: (sent?.en ?? current.en).trim(), ar: (sent?.ar ?? current.ar).trim(), fr: (sent?.fr ?? current.fr).trim() };
}

/**
 * The translations column holding these fields' Arabic and French: an empty text is left out (the
 * visitor then reads the English), and whatever else `previous` holds is kept.
 */
export function withTranslations(previous: string | null | undefined, fields: Readonly<Record<string, Texts>>): string {
  const all = parseJson<Translations>(previous, {});
  for (const lang of OTHER_LANGUAGES) {
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
