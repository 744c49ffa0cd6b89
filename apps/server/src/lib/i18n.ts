import { LANGUAGES, type Language } from '@storefront/contract';
import { parseJson } from './json.js';

export function parseLanguage(header: string | undefined): Language {
  const code = (header ?? '').trim().toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}

/** A translated field from a row's translations JSON, or the row's own (English) value. */
export function translated(translations: string | null | undefined, lang: Language, field: string, fallback: string): string {
  if (lang === 'en') return fallback;
  const all = parseJson<Record<string, Record<string, string>>>(translations, {});
  return all[lang]?.[field] || fallback;
}
