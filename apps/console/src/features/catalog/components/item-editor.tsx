import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CONSOLE_ITEM_FIELDS, type ConsoleItem, type ConsoleItemConflict, type ConsoleMenuChoices } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { AlertIcon } from '@storefront/ui/icons';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { ApiAnswerError } from '../../../lib/api-client';
import { useCreateMenuItem, useUpdateMenuItem, useUploadItemPictures } from '../api/save-menu-item';
import { AddOnsSection } from './add-ons-section';
import { ConflictNotice } from '../../../lib/conflict-notice';
import { DetailsSection } from './details-section';
import { FoodGroupsSection } from './food-groups-section';
import { changesOf, creationOf, emptyForm, formOf, readForm, type ItemFormState } from './item-form';
import { NamesSection } from './names-section';
import { handleRefusal } from '../../../lib/save-refusal';
import { PicturesSection } from './pictures-section';
import { VariationsSection } from './variations-section';

/**
 * The fields the person changed since `base`, laid over `current`: their own changes kept, and what
 * someone else saved meanwhile in the other fields taken as it is now.
 */
function rebased(base: ConsoleItem, form: ItemFormState, current: ConsoleItem): ItemFormState {
  const mine = readForm(form).body;
  const read = readForm(formOf(base)).body;
  const next = formOf(current);
  for (const field of CONSOLE_ITEM_FIELDS) {
    if (JSON.stringify(mine[field]) !== JSON.stringify(read[field])) Object.assign(next, { [field]: form[field] });
  }
  return next;
}

export interface ItemEditorProps {
  storeId: number;
  /** The item as read, or null for a new one. */
  item: ConsoleItem | null;
  choices: ConsoleMenuChoices;
}

/**
 * The item editor: names and descriptions in three languages, details, variations (or a food item's
 * option groups), add-ons and pictures. A save sends only the fields changed, with the version read;
 * when someone else saved the item meanwhile the editor says which fields they changed and lets the
 * person keep their own changes or load the other's.
 */
export function ItemEditor({ storeId, item, choices }: ItemEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [base, setBase] = useState(item);
  const [form, setForm] = useState<ItemFormState>(() => (item ? formOf(item) : emptyForm()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<ConsoleItemConflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateMenuItem(storeId);
  const save = useUpdateMenuItem(storeId, base?.id ?? 0);
  const upload = useUploadItemPictures(storeId, base?.id ?? 0);
  const update = (patch: Partial<ItemFormState>) => setForm((f) => ({ ...f, ...patch }));
  const food = choices.module_type === 'food';

  const refused = (error: Error) => handleRefusal<ConsoleItemConflict>(error, t('errors.generic'), { conflict: setConflict, problems: setProblems, failure: setFailure });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = readForm(form).problems;
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setFailure(t('catalog.form_problems'));
      return;
    }
    if (!base) {
      create.mutate(creationOf(form), {
        onSuccess: (saved) => {
          toast.success(t('catalog.created_toast'));
          navigate(`/stores/${storeId}/menu/${saved.id}`, { replace: true });
        },
        onError: refused,
      });
      return;
    }
    const changes = changesOf(base, form);
    if (Object.keys(changes).length === 1) {
      toast.info(t('catalog.no_changes'));
      return;
    }
    save.mutate(changes, {
      onSuccess: (saved) => {
        setBase(saved);
        setForm(formOf(saved));
        setConflict(null);
        toast.success(t('catalog.saved_toast'));
      },
      onError: refused,
    });
  };

  const addPictures = (files: File[]) => {
    if (!base) return;
    upload.mutate({ version: base.version, files }, {
      onSuccess: (saved) => {
        const added = saved.images.map((p) => p.name).filter((name) => !base.images.some((p) => p.name === name));
        setBase(saved);
        setForm((f) => ({ ...f, images: [...f.images, ...added] }));
      },
      onError: (error) => (error instanceof ApiAnswerError && error.status === 409 ? refused(error) : toast.error(errorMessage(error) ?? t('errors.generic'))),
    });
  };

  const pending = create.isPending || save.isPending;
  const section = { form, update, problems };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 pb-24">
      {conflict && base && (
        <ConflictNotice
          conflict={conflict}
          title={t('catalog.conflict_title')}
          fieldName={(field) => t(`catalog.fields.${field}`, { defaultValue: field })}
          onKeepMine={() => {
            setForm(rebased(base, form, conflict.current));
            setBase(conflict.current);
            setConflict(null);
          }}
          onLoadTheirs={() => {
            setForm(formOf(conflict.current));
            setBase(conflict.current);
            setConflict(null);
          }}
        />
      )}
      <NamesSection {...section} />
      <DetailsSection {...section} choices={choices} />
      {food ? <FoodGroupsSection {...section} /> : <VariationsSection {...section} attributes={choices.attributes} />}
      {(choices.add_ons.length > 0 || form.add_on_ids.length > 0) && <AddOnsSection {...section} addOns={choices.add_ons} />}
      <PicturesSection {...section} item={base} uploading={upload.isPending} onUpload={addPictures} />
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur md:start-60">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-end gap-3">
          {failure && (
            <p role="alert" className="me-auto flex items-center gap-2 text-sm font-medium text-red-600 dark:text-red-400">
              <AlertIcon className="size-4 shrink-0" />
              <bdi>{failure}</bdi>
            </p>
          )}
          <Button type="submit" disabled={pending || conflict !== null}>
            {pending && <Spinner className="size-4" />}
            {pending ? t('catalog.saving') : base ? t('catalog.save') : t('catalog.create')}
          </Button>
        </div>
      </div>
    </form>
  );
}
