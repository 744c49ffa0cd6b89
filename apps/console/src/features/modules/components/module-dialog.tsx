import { useTranslation } from 'react-i18next';
import { MODULE_DESCRIPTION_MAX, MODULE_NAME_MAX, MODULE_PICTURES, type ConsoleModule, type ConsoleModuleUpdate } from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { Image } from '@storefront/ui/image';
import { TextField } from '@storefront/ui/form/text-field';
import { DialogActions } from '../../../lib/dialog-actions';
import { PictureInput, usePictureChoice } from '../../../lib/picture-choice';
import { changedKeys, TEXT_LANGUAGES, trimmed, type TextLanguage } from '../../../lib/texts';
import { useVersionedDialog } from '../../../lib/versioned-dialog';
import { useUpdateModule, useUploadModulePicture } from '../api/modules';

interface ModuleForm {
  name: Record<TextLanguage, string>;
  description: Record<TextLanguage, string>;
  position: string;
}

const formOf = (m: ConsoleModule): ModuleForm => ({ name: { ...m.name }, description: { ...m.description }, position: String(m.position) });

function readForm(form: ModuleForm) {
  const problems: Record<string, string> = {};
  const name = trimmed(form.name);
  if (!name.en) problems['name.en'] = 'required';
  const position = Number(form.position);
  if (!Number.isInteger(position) || position < 0 || position > 1000) problems.position = 'position';
  return { problems, body: { name, description: trimmed(form.description), position } };
}

/**
 * A module's names and descriptions in English (required), Arabic (right to left) and French, and its
 * place in the module chooser, its icon there and its thumbnail (the module page's shared picture). A save
 * sends the fields changed with the version read, then each picture chosen; when someone else saved
 * meanwhile it says which fields and lets the person keep their own or load theirs.
 */
export function ModuleDialog({ module, onClose }: { module: ConsoleModule; onClose: () => void }) {
  const { t } = useTranslation();
  const { base, setBase, form, setForm, problems, conflict, failure, refused, conflictNotice, submitWith } =
    useVersionedDialog<ConsoleModule, ModuleForm>(module, (m) => formOf(m ?? module), onClose);
  const update = useUpdateModule();
  const upload = useUploadModulePicture();
  const limits = { type: t('modules.icon_type'), size: t('modules.icon_size') };
  const choices = { icon: usePictureChoice(limits), thumbnail: usePictureChoice(limits) };
  const chosen = MODULE_PICTURES.filter((p) => choices[p].picture !== null);
  /** The pictures chosen, one after the other, each over the version the one before made; one sent is no longer chosen. */
  const sendPictures = (row: ConsoleModule, then: () => void, [first, ...rest] = chosen): void => {
    if (!first) return then();
    upload.mutate({ id: row.id, version: row.version, picture: first, file: choices[first].picture!.file }, {
      onSuccess: (sent) => { setBase(sent); choices[first].choose(undefined); sendPictures(sent, then, rest); },
      onError: refused,
    });
  };
  const pending = update.isPending || upload.isPending;
  const problem = (path: string) => (problems[path] === 'required' || problems[path] === 'position' ? t(`modules.problems.${problems[path]}`) : problems[path]);
  // A module is never created here: the row is always the one read.
  const submit = submitWith({
    read: () => readForm(form), writes: { update }, pictures: { chosen: chosen.length > 0, send: (row, then) => sendPictures(row, then) },
    changes: (): ConsoleModuleUpdate => ({ version: base!.version, ...changedKeys(readForm(form).body, readForm(formOf(base!)).body) }),
    texts: { created: t('modules.saved'), saved: t('modules.saved'), unchanged: t('modules.no_changes') },
  });
  const text = (field: 'name' | 'description', code: TextLanguage, value: string) => setForm((f) => ({ ...f, [field]: { ...f[field], [code]: value } }));

  return (
    <Dialog open onClose={onClose} title={t('modules.edit')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice(t('modules.conflict_title'), (field) => t(`modules.fields.${field}`, { defaultValue: field }))}
        <p className="text-sm text-muted">{t('modules.texts_hint')}</p>
        {TEXT_LANGUAGES.map(({ code, dir }) => (
          <div key={code} className="grid gap-3 md:grid-cols-2">
            <TextField label={t(`modules.name_${code}`)} dir={dir} lang={code} maxLength={MODULE_NAME_MAX} required={code === 'en'}
              value={form.name[code]} onChange={(e) => text('name', code, e.target.value)} error={problem(`name.${code}`) ?? null} />
            <TextField label={t(`modules.description_${code}`)} dir={dir} lang={code} maxLength={MODULE_DESCRIPTION_MAX}
              value={form.description[code]} onChange={(e) => text('description', code, e.target.value)} error={problem(`description.${code}`) ?? null} />
          </div>
        ))}
        <TextField label={t('modules.fields.position')} type="number" inputMode="numeric" min={0} max={1000} step={1} dir="ltr" hint={t('modules.position_hint')}
          value={form.position} onChange={(e) => setForm((f) => ({ ...f, position: e.target.value }))} error={problem('position') ?? null} />
        {MODULE_PICTURES.map((kind) => (
          <div key={kind} className="flex flex-wrap items-end gap-4">
            <Image src={choices[kind].picture?.preview ?? base?.[`${kind}_full_url`] ?? ''} alt={t(choices[kind].picture ? `modules.${kind}_new` : `modules.${kind}_current`)}
              className="size-16 rounded-xl border border-line object-contain" />
            <PictureInput label={t(`modules.${kind}`)} hint={t(`modules.${kind}_hint`)} problem={choices[kind].problem} onFile={choices[kind].choose} />
          </div>
        ))}
        <DialogActions failure={failure} conflicted={conflict !== null} pending={pending} cancel={t('modules.cancel')} saving={t('modules.saving')}
          submit={t('modules.save')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
