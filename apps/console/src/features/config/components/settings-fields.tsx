import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Texts } from '@storefront/contract';
import { TextField } from '@storefront/ui/form/text-field';
import { RowSwitch } from '../../../lib/row-switch';
import { SelectField } from '../../../lib/select-field';
import { TEXT_LANGUAGES } from '../../../lib/texts';

/** How a section's field finds its label, help text and problem: `path` is `<section>.<field>`, as the server names it. */
export interface FieldContext {
  canEdit: boolean;
  problem: (path: string) => string | undefined;
}

const fieldOf = (path: string) => path.split('.')[1]!;

/** A titled group of settings. */
export function SettingsSection({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`settings-${id}`} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={`settings-${id}`} className="text-base font-bold">{t(`config.sections.${id}`)}</h2>
      {children}
    </section>
  );
}

/** An on/off setting with its help text beside the switch. */
export function SwitchSetting({ path, checked, ctx, onChange }: { path: string; checked: boolean; ctx: FieldContext; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  const field = fieldOf(path);
  const problem = ctx.problem(path);
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold">{t(`config.fields.${field}`)}</p>
        <p className="text-xs text-muted">{t(`config.help.${field}`)}</p>
        {problem && <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{problem}</p>}
      </div>
      <RowSwitch checked={checked} disabled={!ctx.canEdit} label={t(`config.fields.${field}`)} onChange={onChange} />
    </div>
  );
}

/** A number setting: an empty box is kept as NaN, which the form refuses before sending. */
export function NumberSetting({ path, value, ctx, step = 'any', onValue }: { path: string; value: number; ctx: FieldContext; step?: string; onValue: (n: number) => void }) {
  const { t } = useTranslation();
  const field = fieldOf(path);
  return (
    <TextField label={t(`config.fields.${field}`)} hint={t(`config.help.${field}`)} type="number" inputMode="decimal" dir="ltr" min={0} step={step}
      readOnly={!ctx.canEdit} value={Number.isNaN(value) ? '' : value} error={ctx.problem(path) ?? null}
      onChange={(e) => onValue(e.target.value === '' ? Number.NaN : Number(e.target.value))} />
  );
}

/** A one-line text setting (left to right: addresses and markup). */
export function TextSetting({ path, value, ctx, max, onValue }: { path: string; value: string; ctx: FieldContext; max: number; onValue: (v: string) => void }) {
  const { t } = useTranslation();
  const field = fieldOf(path);
  return (
    <TextField label={t(`config.fields.${field}`)} hint={t(`config.help.${field}`)} dir="ltr" maxLength={max} readOnly={!ctx.canEdit}
      value={value} error={ctx.problem(path) ?? null} onChange={(e) => onValue(e.target.value)} />
  );
}

/** A choice among fixed values, each labelled from `config.<choices>.<value>`. */
export function ChoiceSetting({ path, value, choices, options, ctx, onValue }: {
  path: string; value: string; choices: string; options: readonly string[]; ctx: FieldContext; onValue: (v: string) => void;
}) {
  const { t } = useTranslation();
  const field = fieldOf(path);
  return (
    <div className="flex flex-col gap-1">
      <SelectField label={t(`config.fields.${field}`)} value={value} problem={ctx.problem(path)} onValue={(v) => ctx.canEdit && onValue(v)}>
        {options.map((o) => <option key={o} value={o}>{t(`config.${choices}.${o}`)}</option>)}
      </SelectField>
      <p className="text-xs text-muted">{t(`config.help.${field}`)}</p>
    </div>
  );
}

/** A text in English, Arabic (right to left) and French; the server names a language's problem `<path>.<language>`. */
export function TextsSetting({ path, value, ctx, max, onValue }: { path: string; value: Texts; ctx: FieldContext; max: number; onValue: (v: Texts) => void }) {
  const { t } = useTranslation();
  const field = fieldOf(path);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-semibold">{t(`config.fields.${field}`)}</legend>
      <p className="text-xs text-muted">{t(`config.help.${field}`)}</p>
      <div className="grid gap-3 md:grid-cols-3">
        {TEXT_LANGUAGES.map(({ code, dir }) => (
          <TextField key={code} label={`${t(`config.fields.${field}`)} (${t(`config.lang.${code}`)})`} dir={dir} lang={code} maxLength={max} readOnly={!ctx.canEdit}
            value={value[code]} error={ctx.problem(`${path}.${code}`) ?? (code === 'en' ? ctx.problem(path) : undefined) ?? null}
            onChange={(e) => onValue({ ...value, [code]: e.target.value })} />
        ))}
      </div>
    </fieldset>
  );
}
