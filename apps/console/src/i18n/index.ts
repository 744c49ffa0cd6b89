import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, type LanguageCode } from '@storefront/ui/language';
import { storeLanguage } from '../lib/language';
import en from './en.json';

// English ships with the console (it is also the fallback); the others load only when chosen.
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: typeof en }>> = {
  ar: () => import('./ar.json'),
  fr: () => import('./fr.json'),
};

async function load(language: LanguageCode): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  try {
    i18n.addResourceBundle(language, 'translation', (await loaders[language]()).default);
  } catch {
    // Offline or a stale deployment: English is better than a blank page.
  }
}

/** Starts i18next in the stored language and gives the page its direction (right to left for Arabic). */
export async function initI18n(language: LanguageCode): Promise<typeof i18n> {
  applyDocumentLanguage(language);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  }
  await load(language);
  await i18n.changeLanguage(language);
  return i18n;
}

/** The language switcher's choice: loaded, shown at once, kept for the next visit. */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  await load(language);
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
