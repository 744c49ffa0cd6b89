import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type en from './faq/en.json';

type FaqTexts = typeof en;

// The answers are the longest texts of the app and only this page shows them: they load with it,
// per language, instead of riding in the language file every page downloads first.
const loaders: Record<string, () => Promise<{ default: FaqTexts }>> = {
  en: () => import('./faq/en.json'),
  ar: () => import('./faq/ar.json'),
  fr: () => import('./faq/fr.json'),
};

const loaded = (i18n: ReturnType<typeof useTranslation>['i18n'], language: string) =>
  Boolean(i18n.getResource(language, 'translation', 'support.faq'));

/** Adds the FAQ texts of the current language (support.faq.*) to i18n; true once they are there. */
export function useFaqTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Re-renders once a language's texts arrive; i18n itself says whether they are there.
  const [, setArrived] = useState<string | null>(null);
  const ready = loaded(i18n, language);
  useEffect(() => {
    if (loaded(i18n, language)) return;
    const load = loaders[language] ?? loaders.en!;
    void load()
      .then(({ default: faq }) => {
        i18n.addResourceBundle(language, 'translation', { support: { faq } }, true, false);
        setArrived(language);
      })
      .catch(() => {
        // Offline or a stale deployment: the page keeps its contacts and chat without the answers.
      });
  }, [i18n, language]);
  return ready;
}
