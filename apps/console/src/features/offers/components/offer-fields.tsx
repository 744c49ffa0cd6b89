import { useTranslation } from 'react-i18next';
import { TextField } from '@storefront/ui/form/text-field';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../lib/texts';

/** A field's problem by its path, said in the console's language (or the server's message). */
type Problem = (path: string) => string | undefined;

/** An offer's title in English (required), Arabic (right to left) and French, side by side on a wide screen. */
export function OfferTitleFields({ value, max, problem, onValue }: {
  value: Record<TextLanguage, string>; max: number; problem: Problem; onValue: (title: Record<TextLanguage, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {TEXT_LANGUAGES.map(({ code, dir }) => (
        <TextField key={code} label={t(`offers.title_${code}`)} dir={dir} lang={code} maxLength={max} required={code === 'en'}
          value={value[code]} onChange={(e) => onValue({ ...value, [code]: e.target.value })} error={problem(`title.${code}`) ?? null} />
      ))}
    </div>
  );
}

/**
 * An offer's first and last days, the last not before the first. `fields` name them as the API does (their
 * problems' paths), `texts` the group holding their labels under those names.
 */
export function OfferDaysFields({ start, end, fields, texts, problem, onDays }: {
  start: string; end: string; fields: readonly [string, string]; texts: string; problem: Problem; onDays: (days: { start: string } | { end: string }) => void;
}) {
  const { t } = useTranslation();
  const [first, last] = fields;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t(`${texts}.${first}`)} type="date" dir="ltr" required value={start} onChange={(e) => onDays({ start: e.target.value })} error={problem(first) ?? null} />
      <TextField label={t(`${texts}.${last}`)} type="date" dir="ltr" required min={start} value={end} onChange={(e) => onDays({ end: e.target.value })} error={problem(last) ?? null} />
    </div>
  );
}
