import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { applyDocumentLanguage, parseLanguage, type LanguageCode } from '@storefront/ui/language';

export function getStoredLanguage(): LanguageCode {
  try {
    return parseLanguage(window.localStorage.getItem(CONSOLE_STORAGE_KEYS.language));
  } catch {
    return parseLanguage(null);
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(CONSOLE_STORAGE_KEYS.language, code);
  } catch {
    // The choice then lasts this page view.
  }
  applyDocumentLanguage(code);
}
