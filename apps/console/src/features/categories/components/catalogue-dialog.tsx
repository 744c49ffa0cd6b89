import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BRAND_NAME_MAX, CATEGORY_NAME_MAX, CATEGORY_PRIORITY_MAX, type ConsoleBrandConflict, type ConsoleCategory, type ConsoleCategoryConflict, type Module,
} from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { Image } from '@storefront/ui/image';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { Switch } from '@storefront/ui/switch';
import { ConflictNotice } from '../../../lib/conflict-notice';
import { PictureInput, usePictureChoice } from '../../../lib/picture-choice';
import { SelectField } from '../../../lib/select-field';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../lib/texts';
import { useDialogSave } from '../../../lib/save-refusal';
import { useCreate, useUpdate, useUploadImage, type Kind, type Row } from '../api/catalogue';
import { shownName } from './catalogue-row';

type Code = TextLanguage;

interface EntryForm {
  name: Record<Code, string>;
  moduleId: string;
  /** '' for a root category (and for a brand, which has none). */
  parentId: string;
  featured: boolean;
  priority: string;
  on: boolean;
}

const isCategory = (row: Row<Kind>): row is ConsoleCategory => 'priority' in row;

const formOf = (row: Row<Kind> | null, moduleId: number): EntryForm => (row
  ? {
      name: { ...row.name }, moduleId: String(row.module_id), on: row.on,
      parentId: isCategory(row) ? String(row.parent_id ?? '') : '', featured: isCategory(row) && row.featured, priority: isCategory(row) ? String(row.priority) : '0',
    }
  : { name: { en: '', ar: '', fr: '' }, moduleId: moduleId ? String(moduleId) : '', parentId: '', featured: false, priority: '0', on: true });

/** The form as the API takes it, or the fields' own problems by field path (the server's codes). */
function readForm(kind: Kind, form: EntryForm) {
  const problems: Record<string, string> = {};
  const name = { en: form.name.en.trim(), ar: form.name.ar.trim(), fr: form.name.fr.trim() };
  if (!name.en) problems['name.en'] = 'required';
  if (!form.moduleId) problems.module_id = 'required';
  const priority = Number(form.priority);
  if (kind === 'categories' && !(/^-?\d+$/.test(form.priority.trim()) && Math.abs(priority) <= CATEGORY_PRIORITY_MAX)) problems.priority = 'whole_number';
  const common = { name, module_id: Number(form.moduleId), on: form.on };
  const body = kind === 'brands' ? common : { ...common, parent_id: form.parentId ? Number(form.parentId) : null, featured: form.featured, priority };
  return { problems, body };
}

/** The fields of the form that differ from the row read, with its version. */
function changesOf(kind: Kind, base: Row<Kind>, form: EntryForm): Record<string, unknown> & { version: number } {
  const { body } = readForm(kind, form);
  const was = readForm(kind, formOf(base, base.module_id)).body as Record<string, unknown>;
  const changes: Record<string, unknown> & { version: number } = { version: base.version };
  for (const [key, value] of Object.entries(body)) if (JSON.stringify(value) !== JSON.stringify(was[key])) changes[key] = value;
  return changes;
}

export interface CatalogueDialogProps<K extends Kind> {
  kind: K;
  /** The row as the list read it, or null for a new one. */
  row: Row<K> | null;
  modules: readonly Module[];
  /** A new row's module: the list's. */
  moduleId: number;
  /** The module's root categories, each a parent a category may sit under (categories only). */
  roots?: readonly ConsoleCategory[];
  onClose: () => void;
}

/**
 * A new category or brand, or one edited: its name in English (required), Arabic (right to left) and
 * French (an empty one shows the English), its module, on or off, its picture; a category also its
 * parent (a root of its module, or none), featured and priority. A save sends the fields changed with the
 * version read; when someone else saved meanwhile it says which fields and lets the person keep their
 * own or load theirs. A picture chosen is uploaded once the row is saved.
 */
export function CatalogueDialog<K extends Kind>({ kind, row, modules, moduleId, roots = [], onClose }: CatalogueDialogProps<K>) {
  const { t, i18n } = useTranslation();
  const [base, setBase] = useState<Row<Kind> | null>(row);
  const [form, setForm] = useState(() => formOf(row, moduleId));
  const { problems, conflict, setConflict, failure, refused, done, save } = useDialogSave<ConsoleCategoryConflict | ConsoleBrandConflict>(onClose);
  const create = useCreate<Kind>(kind);
  const update = useUpdate<Kind>(kind);
  const upload = useUploadImage(kind);
  const { picture, problem: pictureProblem, choose: choosePicture } = usePictureChoice({ type: t('categories.picture_type'), size: t('categories.picture_size') });
  const pending = create.isPending || update.isPending || upload.isPending;
  const text = (key: string) => t(`categories.${kind === 'brands' ? 'brand' : 'category'}.${key}`);
  const problem = (path: string) => (problems[path] === 'required' || problems[path] === 'whole_number' ? t(`categories.${problems[path]}`) : problems[path]);
  const parents = roots.filter((r) => r.id !== base?.id && String(r.module_id) === form.moduleId);

  /** Once the row is saved: its new picture, when one was chosen, over the version the save made. */
  const finish = (saved: Row<Kind>, message: string) => {
    setBase(saved);
    if (!picture) return done(message);
    upload.mutate({ id: saved.id, version: saved.version, file: picture.file }, { onSuccess: () => done(message), onError: refused });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems: found, body } = readForm(kind, form);
    if (base && picture && Object.keys(found).length === 0 && Object.keys(changesOf(kind, base, form)).length === 1) return finish(base, text('saved'));
    save(found, {
      isNew: !base,
      create: () => create.mutate(body as never, { onSuccess: (saved) => finish(saved, text('created')), onError: refused }),
      changes: () => changesOf(kind, base!, form),
      update: (changes) => update.mutate({ id: base!.id, body: changes as never }, { onSuccess: (saved) => finish(saved, text('saved')), onError: refused }),
      unchanged: t('categories.no_changes'),
    });
  };
  const resolve = (next: EntryForm, current: Row<Kind>) => {
    setForm(next);
    setBase(current);
    setConflict(null);
  };
  const mine = () => {
    const current = conflict!.current;
    const read = formOf(base, moduleId);
    const changed = (Object.keys(form) as (keyof EntryForm)[]).filter((key) => JSON.stringify(form[key]) !== JSON.stringify(read[key]));
    resolve({ ...formOf(current, moduleId), ...Object.fromEntries(changed.map((key) => [key, form[key]])) }, current);
  };

  return (
    <Dialog open onClose={onClose} title={text(base ? 'edit' : 'new')} widthClass="max-w-xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflict && base && (
          <ConflictNotice conflict={conflict} title={text('conflict_title')} fieldName={(field) => t(`categories.fields.${field}`, { defaultValue: field })}
            onKeepMine={mine} onLoadTheirs={() => resolve(formOf(conflict.current, moduleId), conflict.current)} />
        )}
        <p className="text-sm text-muted">{t('categories.names_hint')}</p>
        {TEXT_LANGUAGES.map(({ code, dir }) => (
          <TextField key={code} label={t(`categories.name_${code}`)} dir={dir} lang={code} maxLength={kind === 'brands' ? BRAND_NAME_MAX : CATEGORY_NAME_MAX} required={code === 'en'}
            value={form.name[code]} onChange={(e) => setForm((f) => ({ ...f, name: { ...f.name, [code]: e.target.value } }))} error={problem(`name.${code}`) ?? null} />
        ))}
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t('categories.module')} value={form.moduleId} onValue={(id) => setForm((f) => ({ ...f, moduleId: id, parentId: '' }))} problem={problem('module_id')}>
            <option value="">{t('categories.choose')}</option>
            {modules.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
          </SelectField>
          {kind === 'categories' && (
            <SelectField label={t('categories.parent')} value={form.parentId} onValue={(parentId) => setForm((f) => ({ ...f, parentId }))} problem={problem('parent_id')}>
              <option value="">{t('categories.no_parent')}</option>
              {parents.map((r) => <option key={r.id} value={r.id}>{shownName(r, i18n.language)}</option>)}
            </SelectField>
          )}
        </div>
        {kind === 'categories' && (
          <TextField label={t('categories.priority')} type="number" inputMode="numeric" step={1} dir="ltr" value={form.priority}
            onChange={(e) => setForm((f) => ({ ...f, priority: e.target.value }))} error={problem('priority') ?? null} />
        )}
        <div className="flex flex-wrap items-end gap-4">
          <Image src={picture?.preview ?? base?.image_full_url ?? ''} alt={t(picture ? 'categories.picture_new' : 'categories.picture_current')}
            className="size-20 rounded-xl border border-line object-cover" />
          <PictureInput label={t('categories.picture')} hint={t('categories.picture_hint')} problem={pictureProblem} onFile={choosePicture} />
        </div>
        <div className="flex flex-wrap gap-6">
          <Switch checked={form.on} onChange={(on) => setForm((f) => ({ ...f, on }))}>{t('categories.shown')}</Switch>
          {kind === 'categories' && <Switch checked={form.featured} onChange={(featured) => setForm((f) => ({ ...f, featured }))}>{t('categories.featured')}</Switch>}
        </div>
        {failure && !conflict && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failure}</bdi></p>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>{t('categories.cancel')}</Button>
          <Button type="submit" disabled={pending || conflict !== null}>
            {pending && <Spinner className="size-4" />}
            {pending ? t('categories.saving') : base ? t('categories.save') : text('create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
