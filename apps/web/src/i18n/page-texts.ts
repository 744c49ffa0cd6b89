import type { LanguageCode } from '@/lib/language';
import { i18n } from './index';

type TextsFile = () => Promise<{ default: Record<string, unknown> }>;

/**
 * A lazily loaded page's own texts, kept beside its feature instead of in the texts every page ships with
 * (which count against the first screen's budget): added to the app's texts for the language shown, and
 * English (the fallback), before the page renders. A language change reloads the app, so one load serves
 * the page as long as it is open.
 */
export async function addPageTexts(files: Record<LanguageCode, TextsFile>): Promise<void> {
  const shown = (i18n.resolvedLanguage ?? i18n.language ?? 'en') as LanguageCode;
  const languages = [...new Set<LanguageCode>([shown in files ? shown : 'en', 'en'])];
  const loaded = await Promise.all(languages.map(async (language) => [language, (await files[language]()).default] as const));
  for (const [language, texts] of loaded) i18n.addResourceBundle(language, 'translation', texts, true, false);
}
