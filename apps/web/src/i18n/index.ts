import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@/lib/language';
import en from './en.json';

// English ships with the app (it is also the fallback); the others load only when chosen.
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: typeof en }>> = {
  ar: () => import('./ar.json'),
  fr: () => import('./fr.json'),
};

export async function initI18n(language: LanguageCode): Promise<typeof i18n> {
  const resources: Record<string, { translation: typeof en }> = { en: { translation: en } };
  if (language !== 'en') {
    try {
      resources[language] = { translation: (await loaders[language]()).default };
    } catch {
      // Offline or a stale deployment: English is better than a blank page.
    }
  }
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return i18n;
}

export { i18n };
