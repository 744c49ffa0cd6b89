import { useTranslation } from 'react-i18next';
import { CATALOG_TERM_NAME_MAX, type ConsoleCatalogTerm, type ConsoleCatalogTermCreate, type ConsoleCatalogTermUpdate } from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { DialogActions } from '../../../lib/dialog-actions';
import { changedKeys, TEXT_LANGUAGES, trimmed, type TextLanguage } from '../../../lib/texts';
import { useVersionedDialog } from '../../../lib/versioned-dialog';
import { useTermWrites, type TermKind } from '../api/catalog-terms';

interface TermForm { name: Record<TextLanguage, string>; position: string; on: boolean }

const formOf = (row: ConsoleCatalogTerm | null): TermForm =>
  (row ? { name: { ...row.name }, position: String(row.position), on: row.on } : { name: { en: '', ar: '', fr: '' }, position: '0', on: true });

function readForm(form: TermForm) {
  const problems: Record<string, string> = {};
  const name = trimmed(form.name);
  if (!name.en) problems['name.en'] = 'required';
  const position = Number(form.position);
  if (!/^\d+$/.test(form.position.trim())) problems.position = 'whole_number';
  const body: ConsoleCatalogTermCreate = { name, position, on: form.on };
  return { problems, body };
}

const changesOf = (base: ConsoleCatalogTerm, form: TermForm): ConsoleCatalogTermUpdate =>
  ({ version: base.version, ...changedKeys(readForm(form).body, readForm(formOf(base)).body) });

/**
 * A new unit or attribute, or one edited: its name in English (required: items keep it), Arabic (right
 * to left) and French, its place in the item editor's choices, on or off. A save sends the fields changed
 * with the version read; when someone else saved meanwhile it says which fields and lets the person keep
 * their own or load theirs.
 */
export function TermDialog({ kind, term, onClose }: { kind: TermKind; term: ConsoleCatalogTerm | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { base, form, setForm, problems, conflict, failure, conflictNotice, submitWith } = useVersionedDialog(term, formOf, onClose);
  const { create, update } = useTermWrites(kind);
  const pending = create.isPending || update.isPending;
  const text = (key: string) => t(`catalog.terms.${kind}.${key}`);
  const problem = (path: string) => (problems[path] === 'required' || problems[path] === 'whole_number' ? t(`catalog.terms.problems.${problems[path]}`) : problems[path]);
  const submit = submitWith({
    read: () => readForm(form), changes: () => changesOf(base!, form), writes: { create, update },
    texts: { created: text('created'), saved: text('saved'), unchanged: t('catalog.terms.no_changes') },
  });

  return (
    <Dialog open onClose={onClose} title={text(base ? 'edit' : 'new')} widthClass="max-w-xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice(t('catalog.terms.conflict_title'), (field) => t(`catalog.terms.fields.${field}`, { defaultValue: field }))}
        <p className="text-sm text-muted">{t('catalog.terms.names_hint')}</p>
        {TEXT_LANGUAGES.map(({ code, dir }) => (
          <TextField key={code} label={t(`catalog.terms.name_${code}`)} dir={dir} lang={code} maxLength={CATALOG_TERM_NAME_MAX} required={code === 'en'}
            value={form.name[code]} onChange={(e) => setForm((f) => ({ ...f, name: { ...f.name, [code]: e.target.value } }))} error={problem(`name.${code}`) ?? null} />
        ))}
        <TextField label={t('catalog.terms.fields.position')} type="number" inputMode="numeric" min={0} step={1} dir="ltr" value={form.position}
          onChange={(e) => setForm((f) => ({ ...f, position: e.target.value }))} error={problem('position') ?? null} hint={t('catalog.terms.position_hint')} />
        <Switch checked={form.on} onChange={(on) => setForm((f) => ({ ...f, on }))}>{t('catalog.terms.fields.on')}</Switch>
        <DialogActions failure={failure} conflicted={conflict !== null} pending={pending} cancel={t('catalog.terms.cancel')} saving={t('catalog.terms.saving')}
          submit={base ? t('catalog.terms.save') : text('create')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
