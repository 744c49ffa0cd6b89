import { LANGUAGES, parseLanguage, applyDocumentLanguage, type LanguageCode } from '@storefront/ui/language';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export { applyDocumentLanguage, DEFAULT_LANGUAGE, isRtl, LANGUAGES, type LanguageCode } from '@storefront/ui/language';

export const getStoredLanguage = (): LanguageCode => parseLanguage(readItem(STORAGE_KEYS.language));

export function saveLanguage(code: LanguageCode): void {
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
  writeItem(STORAGE_KEYS.language, language.code);
  writeItem(STORAGE_KEYS.country, language.country);
  applyDocumentLanguage(language.code);
}
