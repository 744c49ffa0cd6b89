import { RTL_LANGUAGES } from '@storefront/contract';

/** The languages every app is written in; each app keeps the choice under its own storage key. */
export const LANGUAGES = [
  { code: 'en', name: 'English', country: 'US' },
  { code: 'ar', name: 'العربية', country: 'SA' },
  { code: 'fr', name: 'Français', country: 'FR' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const isLanguageCode = (value: unknown): value is LanguageCode => LANGUAGES.some((l) => l.code === value);

/** A stored choice, as a plain code or a JSON-quoted one (as older clients stored it); the default otherwise. */
export function parseLanguage(stored: string | null): LanguageCode {
  let value: unknown = stored;
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

/** The page's `lang` and its direction: right to left for Arabic. */
export function applyDocumentLanguage(code: string): void {
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}
