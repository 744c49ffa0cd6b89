import { useTranslation } from 'react-i18next';
import { TextField } from '@storefront/ui/form/text-field';
import { TextAreaField } from '../../../lib/text-area-field';
import { Section, useProblemText, type SectionProps } from './editor-fields';

const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
  { code: 'fr', dir: 'ltr' },
] as const;

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
          <TextAreaField
            label={t(`catalog.description_${code}`)}
            dir={dir}
            maxLength={5000}
            value={form.description[code]}
            onValue={(value) => update({ description: { ...form.description, [code]: value } })}
          />
        </div>
      ))}
    </Section>
  );
}
