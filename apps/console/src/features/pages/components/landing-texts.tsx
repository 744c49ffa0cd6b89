import { useTranslation } from 'react-i18next';
import type { Texts } from '@storefront/contract';
import { TextField } from '@storefront/ui/form/text-field';
import { TEXT_LANGUAGES } from '../../../lib/texts';

/**
 * One landing text in three languages, each field in its own direction (Arabic right to left);
 * `label` names the text, `path` the field as the server's problems name it.
 */
export function LandingTextFields({ label, texts, maxLength, problems, path, onTexts }: {
  label: string; texts: Texts; maxLength: number; problems: Record<string, string>; path: string; onTexts: (texts: Texts) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2 sm:grid-cols-3">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      {TEXT_LANGUAGES.map(({ code, dir }) => (
        <TextField key={code} label={t('pages.landing_in', { language: t(`pages.language.${code}`) })} aria-label={`${label} (${t(`pages.language.${code}`)})`}
          dir={dir} lang={code} maxLength={maxLength} value={texts[code]}
          onChange={(e) => onTexts({ ...texts, [code]: e.target.value })} error={problems[`${path}.${code}`] ?? (code === 'en' ? problems[path] : undefined) ?? null} />
      ))}
    </fieldset>
  );
}
