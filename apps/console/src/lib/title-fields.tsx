import { useTranslation } from 'react-i18next';
import type { Texts } from '@storefront/contract';
import { TextField } from '@storefront/ui/form/text-field';
import { TEXT_LANGUAGES } from './texts';

/**
 * A title in English (required), Arabic (right to left) and French, side by side on a wide screen. `scope` is
 * the feature's texts, which hold each box's label (`title_en`, `title_ar`, `title_fr`); a box's problem is
 * found by its path (`title.en`).
 */
export function TitleFields({ scope, value, max, problem, onValue }: {
  scope: string; value: Texts; max: number; problem: (path: string) => string | undefined; onValue: (title: Texts) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {TEXT_LANGUAGES.map(({ code, dir }) => (
        <TextField key={code} label={t(`${scope}.title_${code}`)} dir={dir} lang={code} maxLength={max} required={code === 'en'}
          value={value[code]} onChange={(e) => onValue({ ...value, [code]: e.target.value })} error={problem(`title.${code}`) ?? null} />
      ))}
    </div>
  );
}
