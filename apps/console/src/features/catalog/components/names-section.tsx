import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@storefront/ui/form/text-field';
import { Section, useProblemText, type SectionProps } from './editor-fields';

const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
  { code: 'fr', dir: 'ltr' },
] as const;

function Description({ label, value, dir, onValue }: { label: string; value: string; dir: 'ltr' | 'rtl'; onValue: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">{label}</label>
      <textarea
        id={id}
        dir={dir}
        rows={3}
        maxLength={5000}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        className="w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
      />
    </div>
  );
}

/** The item's name and description in English (required), Arabic and French (an empty one shows the English). */
export function NamesSection({ form, update, problems }: SectionProps) {
  const { t } = useTranslation();
  const problem = useProblemText();
  return (
    <Section title={t('catalog.names')} description={t('catalog.names_hint')}>
      {LANGUAGES.map(({ code, dir }) => (
        <div key={code} className="grid gap-3 md:grid-cols-2">
          <TextField
            label={t(`catalog.name_${code}`)}
            dir={dir}
            lang={code}
            maxLength={255}
            required={code === 'en'}
            value={form.name[code]}
            onChange={(e) => update({ name: { ...form.name, [code]: e.target.value } })}
            error={problem(problems[`name.${code}`]) ?? null}
          />
          <Description
            label={t(`catalog.description_${code}`)}
            dir={dir}
            value={form.description[code]}
            onValue={(value) => update({ description: { ...form.description, [code]: value } })}
          />
        </div>
      ))}
    </Section>
  );
}
