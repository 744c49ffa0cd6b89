import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@storefront/ui/icons';
import { LANGUAGES, isLanguageCode } from '@storefront/ui/language';
import { switchLanguage } from '../i18n';

/** The console's language, kept on this device (console-language). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex h-10 shrink-0 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm">
      <GlobeIcon className="size-4 text-muted" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={i18n.language}
        onChange={(e) => isLanguageCode(e.target.value) && void switchLanguage(e.target.value)}
        className="bg-transparent font-semibold outline-none"
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
