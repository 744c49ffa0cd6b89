import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ADD_ON_NAME, MAX_ITEM_PRICE, type ConsoleAddOn, type ConsoleAddOnConflict, type ConsoleAddOnUpdate } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { Switch } from '@storefront/ui/switch';
import { useCreateAddOn, useUpdateAddOn } from '../api/save-add-on';
import { ConflictNotice } from '../../../lib/conflict-notice';
import { useProblemText } from './editor-fields';
import { useDialogSave } from '../../../lib/save-refusal';

const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
  { code: 'fr', dir: 'ltr' },
] as const;

interface AddOnFormState {
  name: { en: string; ar: string; fr: string };
  price: string;
  active: boolean;
}

const formOf = (a: ConsoleAddOn | null): AddOnFormState =>
  a ? { name: { ...a.name }, price: String(a.price), active: a.active } : { name: { en: '', ar: '', fr: '' }, price: '', active: true };

/** The form as the API takes it, or the fields' own problems ("required", "number") by field path. */
function readForm(form: AddOnFormState) {
  const problems: Record<string, string> = {};
  const name = { en: form.name.en.trim(), ar: form.name.ar.trim(), fr: form.name.fr.trim() };
  if (!name.en) problems['name.en'] = 'required';
  const price = Number(form.price.replace(',', '.'));
  if (form.price.trim() === '' || !Number.isFinite(price) || price < 0 || price > MAX_ITEM_PRICE) problems.price = 'number';
  return { problems, body: { name, price, active: form.active } };
}

/** The fields of `form` that differ from `base`, with the version read. */
function changesOf(base: ConsoleAddOn, form: AddOnFormState): ConsoleAddOnUpdate {
  const { body } = readForm(form);
  const changes: ConsoleAddOnUpdate = { version: base.version };
  if (JSON.stringify(body.name) !== JSON.stringify(base.name)) changes.name = body.name;
  if (body.price !== base.price) changes.price = body.price;
  if (body.active !== base.active) changes.active = body.active;
  return changes;
}

/** The fields the person changed since `base`, laid over `current`: what someone else saved in the others is taken as it is now. */
function rebased(base: ConsoleAddOn, form: AddOnFormState, current: ConsoleAddOn): AddOnFormState {
  const mine = changesOf(base, form);
  const next = formOf(current);
  return { name: mine.name ? form.name : next.name, price: mine.price !== undefined ? form.price : next.price, active: mine.active ?? next.active };
}

export interface AddOnDialogProps {
  storeId: number;
  /** The add-on as the list read it, or null for a new one. */
  addOn: ConsoleAddOn | null;
  onClose: () => void;
}

/**
 * A new add-on, or one of the store's edited: its names in three languages (English required), price
 * and whether it is offered. A save sends the fields changed with the version read; when someone else
 * saved it meanwhile the dialog says which fields and lets the person keep their own or load theirs.
 */
export function AddOnDialog({ storeId, addOn, onClose }: AddOnDialogProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [base, setBase] = useState(addOn);
  const [form, setForm] = useState(() => formOf(addOn));
  const { problems, conflict, setConflict, failure, refused, done, save } = useDialogSave<ConsoleAddOnConflict>(onClose);
  const create = useCreateAddOn(storeId);
  const update = useUpdateAddOn(storeId);
  const pending = create.isPending || update.isPending;


  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems: found, body } = readForm(form);
    save(found, {
      isNew: !base,
      create: () => create.mutate(body, { onSuccess: () => done(t('catalog.add_on_created')), onError: refused }),
      changes: () => changesOf(base!, form),
      update: (changes) => update.mutate({ id: base!.id, body: changes }, { onSuccess: () => done(t('catalog.add_on_saved')), onError: refused }),
      unchanged: t('catalog.no_changes'),
    });
  };

  const resolve = (next: AddOnFormState, current: ConsoleAddOn) => {
    setForm(next);
    setBase(current);
    setConflict(null);
  };
  const name = (code: (typeof LANGUAGES)[number]['code'], value: string) => setForm((f) => ({ ...f, name: { ...f.name, [code]: value } }));
  return (
    <Dialog open onClose={onClose} title={base ? t('catalog.edit_add_on') : t('catalog.new_add_on')} widthClass="max-w-lg">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflict && (
          <ConflictNotice
            conflict={conflict}
            title={t('catalog.add_on_conflict_title')}
            fieldName={(field) => t(`catalog.fields.${field}`, { defaultValue: field })}
            onKeepMine={() => resolve(base ? rebased(base, form, conflict.current) : form, conflict.current)}
            onLoadTheirs={() => resolve(formOf(conflict.current), conflict.current)}
          />
        )}
        <p className="text-sm text-muted">{t('catalog.add_on_names_hint')}</p>
        {LANGUAGES.map(({ code, dir }) => (
          <TextField
            key={code}
            label={t(`catalog.name_${code}`)}
            dir={dir}
            lang={code}
            maxLength={MAX_ADD_ON_NAME}
            required={code === 'en'}
            value={form.name[code]}
            onChange={(e) => name(code, e.target.value)}
            error={problemText(problems[`name.${code}`]) ?? null}
          />
        ))}
        <TextField
          label={t('catalog.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          dir="ltr"
          required
          value={form.price}
          onChange={(e) => setForm((f) => ({ ...f, price: e.target.value }))}
          error={problemText(problems.price) ?? null}
        />
        <Switch checked={form.active} onChange={(active) => setForm((f) => ({ ...f, active }))}>{t('catalog.add_on_active')}</Switch>
        {failure && !conflict && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failure}</bdi></p>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>{t('catalog.cancel')}</Button>
          <Button type="submit" disabled={pending || conflict !== null}>
            {pending && <Spinner className="size-4" />}
            {pending ? t('catalog.saving') : base ? t('catalog.save') : t('catalog.create_add_on')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
