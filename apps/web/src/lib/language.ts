import { RTL_LANGUAGES } from '@storefront/contract';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export const LANGUAGES = [
  { code: 'en', name: 'English', country: 'US' },
  { code: 'ar', name: 'العربية', country: 'SA' },
  { code: 'fr', name: 'Français', country: 'FR' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const isLanguageCode = (value: unknown): value is LanguageCode => LANGUAGES.some((l) => l.code === value);

/** Accepts both a plain code and a JSON-quoted one, as older clients stored it. */
export function getStoredLanguage(): LanguageCode {
  let value: unknown = readItem(STORAGE_KEYS.language);
  if (typeof value === 'string' && value.startsWith('"')) {
    try {
      value = JSON.parse(value);
    } catch {
      // fall through to the default
    }
  }
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

export const isRtl = (code: string) => RTL_LANGUAGES.includes(code);

export function applyDocumentLanguage(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

export function saveLanguage(code: LanguageCode): void {
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
  writeItem(STORAGE_KEYS.language, language.code);
  writeItem(STORAGE_KEYS.country, language.country);
  applyDocumentLanguage(language.code);
}
