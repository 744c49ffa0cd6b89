import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../lib/select-field';
import { trimmed } from '../../../lib/texts';
import { useVersionedDialog } from '../../../lib/versioned-dialog';
import type { Module, Texts } from '@storefront/contract';

/** The problems a campaign form finds itself (said in the console's language); any other is the server's message. */
const OWN_PROBLEMS = ['required', 'number', 'above_item', 'percent', 'above_price', 'end_before_start'];

/**
 * What every campaign and flash sale dialog keeps (lib/versioned-dialog): the row as read (`base`, null for a
 * new one) and the form, the save's problems (the form's own said in the console's language), conflict and
 * failure, and the notice of a 409 that lets the person keep their changes over the newer version or load it.
 */
export function useCampaignForm<R extends { id: number; version: number; module_id: number }, F extends object>(row: R | null, formOf: (row: R | null, moduleId: number) => F, moduleId: number, onClose: () => void) {
  const { t } = useTranslation();
  const dialog = useVersionedDialog<R, F>(row, (r) => formOf(r, moduleId), onClose);
  const problem = (path: string) => {
    const found = dialog.problems[path];
    return found && OWN_PROBLEMS.includes(found) ? t(`campaigns.problems.${found}`) : found;
  };
  const conflictNotice = dialog.conflictNotice(t('campaigns.conflict_title'), (field) => t(`campaigns.fields.${field}`, { defaultValue: field }));
  return { ...dialog, problem, conflictNotice };
}

/** The module a campaign or sale is of. */
export function ModuleSelect({ value, modules, problem, onValue }: { value: string; modules: readonly Module[]; problem: string | undefined; onValue: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('campaigns.fields.module_id')} value={value} onValue={onValue} problem={problem}>
      <option value="">{t('campaigns.choose')}</option>
      {modules.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
    </SelectField>
  );
}

/**
 * What a campaign's or sale's form needs before it is sent: an English title, a module, a start and an end
 * not before it (a sale's strictly after). Answers the problems by field path and the trimmed title.
 */
export function framedProblems(form: { title: Texts; moduleId: string; start: string; end: string }, endAfterStart = false) {
  const problems: Record<string, string> = {};
  const title = trimmed(form.title);
  if (!title.en) problems['title.en'] = 'required';
  if (!form.moduleId) problems.module_id = 'required';
  if (!form.start) problems.start_date = 'required';
  if (!form.end) problems.end_date = 'required';
  else if (form.start && (form.end < form.start || (endAfterStart && form.end === form.start))) problems.end_date = 'end_before_start';
  return { problems, title };
}
