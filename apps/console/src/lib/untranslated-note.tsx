import { useTranslation } from 'react-i18next';
import type { Texts } from '@storefront/contract';
import { untranslated } from './texts';

/**
 * The languages a row's text lacks, said under the row; nothing when it has them all. `scope` is the
 * feature's texts, which hold the sentence (`untranslated`, its grammar fits what the row is) and the
 * languages' names (`language.ar`, `language.fr`).
 */
export function UntranslatedNote({ texts, scope }: { texts: Texts; scope: string }) {
  const { t } = useTranslation();
  const missing = untranslated(texts);
  if (missing.length === 0) return null;
  const languages = missing.map((code) => t(`${scope}.language.${code}`)).join(', ');
  return <p className="text-xs font-medium text-amber-700 dark:text-amber-400">{t(`${scope}.untranslated`, { languages })}</p>;
}
