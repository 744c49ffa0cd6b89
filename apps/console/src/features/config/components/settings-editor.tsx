import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleSettings, ConsoleSettingsUpdate } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { ConflictNotice } from '../../../lib/conflict-notice';
import { listState } from '../../../lib/list-state';
import { handleRefusal } from '../../../lib/save-refusal';
import { changedKeys, trimmed } from '../../../lib/texts';
import { useSaveSettings, useSettings } from '../api/settings';
import { inputKey } from './offline-methods';
import { SettingsSections, type SettingsForm } from './settings-sections';

const formOf = ({ version: _version, updated_at: _updatedAt, ...sections }: ConsoleSettings): SettingsForm => structuredClone(sections);

/** Numbers left empty, by the server's field path: the form says so before sending. */
function problemsOf(form: SettingsForm, required: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [section, fields] of Object.entries(form)) {
    for (const [field, value] of Object.entries(fields as object)) if (typeof value === 'number' && !Number.isFinite(value)) found[`${section}.${field}`] = required;
  }
  return found;
}

/** What a save sends: every section, texts trimmed, and a key made for each new field the customer fills in. */
function bodyOf(version: number, form: SettingsForm): ConsoleSettingsUpdate {
  return {
    ...form, version,
    payments: {
      ...form.payments,
      offline_methods: form.payments.offline_methods.map((m) => ({
        ...m, name: m.name.trim(),
        information: m.information.map((r) => ({ label: r.label.trim(), value: r.value.trim() })),
        fields: m.fields.map((f, n) => ({ ...f, placeholder: f.placeholder.trim(), name: f.name || inputKey(f.placeholder, n) })),
      })),
    },
    charges: { ...form.charges, additional_charge_name: trimmed(form.charges.additional_charge_name) },
    map: { map_tile_url: form.map.map_tile_url.trim(), map_attribution: form.map.map_attribution.trim() },
    maintenance: { ...form.maintenance, maintenance_message: trimmed(form.maintenance.maintenance_message) },
  };
}

/** The business settings, read for those who hold settings.view and saved by those who hold settings.edit. */
export function SettingsEditor({ canEdit }: { canEdit: boolean }) {
  const settings = useSettings();
  const state = listState(settings, settings.data ? 1 : undefined, { title: '', description: '' });
  return state ?? <SettingsFormView read={settings.data!} canEdit={canEdit} />;
}

function SettingsFormView({ read, canEdit }: { read: ConsoleSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const [base, setBase] = useState(read);
  const [form, setForm] = useState(() => formOf(read));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ current: ConsoleSettings; changed: string[] } | null>(null);
  const save = useSaveSettings();

  const set = <S extends keyof SettingsForm>(section: S, changes: Partial<SettingsForm[S]>) => setForm((f) => ({ ...f, [section]: { ...f[section], ...changes } }));
  const ctx = { canEdit, problem: (path: string) => problems[path] };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = problemsOf(form, t('config.number_required'));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changedKeys(form, formOf(base))).length === 0) {
      toast.info(t('config.no_changes'));
      return;
    }
    save.mutate(bodyOf(base.version, form), {
      onSuccess: (saved) => {
        setBase(saved);
        setForm(formOf(saved));
        toast.success(t('config.saved'));
      },
      onError: (error) => handleRefusal(error, t('errors.generic'), { conflict: setConflict, problems: setProblems, failure: setFailure }),
    });
  };
  const resolve = (next: SettingsForm, current: ConsoleSettings) => {
    setForm(next);
    setBase(current);
    setConflict(null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {!canEdit && <p className="rounded-xl bg-surface-2 p-3 text-sm text-muted">{t('config.read_only')}</p>}
      {conflict && (
        <ConflictNotice conflict={conflict} title={t('config.conflict_title')} fieldName={(field) => t(`config.fields.${field.split('.')[1] ?? field}`, { defaultValue: field })}
          onKeepMine={() => resolve({ ...formOf(conflict.current), ...changedKeys(form, formOf(base)) }, conflict.current)}
          onLoadTheirs={() => resolve(formOf(conflict.current), conflict.current)} />
      )}
      <SettingsSections form={form} ctx={ctx} set={set} />
      {failure && !conflict && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failure}</bdi></p>}
      {canEdit && (
        <div className="sticky bottom-0 flex justify-end border-t border-line bg-surface/90 py-3 backdrop-blur">
          <Button type="submit" disabled={save.isPending || conflict !== null}>
            {save.isPending && <Spinner className="size-4" />}
            {save.isPending ? t('config.saving') : t('config.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
