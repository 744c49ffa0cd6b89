import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAddOn } from '@storefront/contract';
import { ApiError, errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { ListIcon, PencilIcon, PlusIcon, TrashIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteAddOn } from '../api/delete-add-on';
import { useAddOns } from '../api/get-add-ons';
import { menuKeys } from '../api/menu-keys';
import { useUpdateAddOn } from '../api/save-add-on';
import { AddOnDialog } from './add-on-dialog';
import { RowSwitch } from '../../../lib/row-switch';
import { ListHeader } from '../../../lib/list-header';
import { toastRefusal } from '../../../lib/save-refusal';

/** The name in the console's language, the English one when it has none. */
const shownName = (a: ConsoleAddOn, language: string) => a.name[language as keyof ConsoleAddOn['name']] || a.name.en;

/** Asks before removing an add-on, saying how many items offer it (they lose it too). */
function RemoveDialog({ addOn, name, pending, onConfirm, onClose }: { addOn: ConsoleAddOn; name: string; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('catalog.remove_add_on_title', { name })}
      description={addOn.items_count > 0 ? t('catalog.remove_add_on_used', { count: addOn.items_count }) : t('catalog.remove_add_on_unused')}
      widthClass="max-w-sm"
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>{t('catalog.cancel')}</Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending && <Spinner className="size-4" />}
          {t('catalog.remove_add_on')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The store's add-ons: each with its price, whether it is offered and how many items offer it; adding,
 * editing, switching and removing for those who may edit the menu. Loading, failed and empty lists
 * each say so; a switch someone else changed meanwhile says so and reads the list again.
 */
export function AddOnsManager({ storeId, canEdit }: { storeId: number; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useAddOns(storeId);
  const update = useUpdateAddOn(storeId);
  const remove = useDeleteAddOn(storeId);
  const [editing, setEditing] = useState<ConsoleAddOn | 'new' | null>(null);
  const [removing, setRemoving] = useState<ConsoleAddOn | null>(null);
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const failed = (error: Error) => {
    const conflict = error instanceof ApiError && error.status === 409;
    toastRefusal(error, t('catalog.add_on_changed_elsewhere'), t('errors.generic'));
    if (conflict) void queryClient.invalidateQueries({ queryKey: menuKeys.addOns(storeId) });
  };
  const switchOn = (a: ConsoleAddOn, active: boolean) => update.mutate({ id: a.id, body: { version: a.version, active } }, { onError: failed });
  const confirmRemove = (a: ConsoleAddOn) => remove.mutate(a.id, {
    onSuccess: () => {
      toast.success(t('catalog.add_on_removed'));
      setRemoving(null);
    },
    onError: (error) => {
      setRemoving(null);
      failed(error);
    },
  });

  let body;
  if (list.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="flex flex-col gap-2">
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-16 w-full rounded-xl" />)}
      </LoadingRegion>
    );
  } else if (list.isError) {
    body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.add_ons.length === 0) {
    body = (
      <EmptyState
        icon={<ListIcon className="size-7" />}
        title={t('catalog.add_ons_empty_title')}
        description={canEdit ? t('catalog.add_ons_empty_edit') : t('catalog.add_ons_empty')}
        className="rounded-2xl border border-dashed border-line bg-surface"
      />
    );
  } else {
    body = (
      <ul aria-label={t('catalog.add_ons')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
        {list.data.add_ons.map((a) => {
          const name = shownName(a, i18n.language);
          return (
            <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line px-3 py-3 last:border-b-0 sm:px-4">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold"><bdi>{name}</bdi></p>
                <p className="text-xs text-muted">
                  {t('catalog.add_on_items', { count: a.items_count })}
                  {!a.active && <span className="ms-2 rounded bg-black/10 px-1.5 py-0.5 font-semibold dark:bg-white/10">{t('catalog.state_inactive')}</span>}
                </p>
              </div>
              <p className="text-end text-sm font-semibold tabular-nums" dir="ltr">{money.format(a.price)}</p>
              <div className="flex items-center gap-1">
                <RowSwitch checked={a.active} disabled={!canEdit || update.isPending} label={t('catalog.add_on_active_of', { name })} onChange={(on) => switchOn(a, on)} />
                {canEdit && (
                  <>
                    <button type="button" onClick={() => setEditing(a)} aria-label={t('catalog.edit_of', { name })}
                      className="ms-2 grid size-10 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink">
                      <PencilIcon className="size-4" />
                    </button>
                    <button type="button" onClick={() => setRemoving(a)} aria-label={t('catalog.remove_of', { name })}
                      className="grid size-10 place-items-center rounded-full text-muted hover:bg-red-500/10 hover:text-red-600">
                      <TrashIcon className="size-4" />
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        title={t('catalog.add_ons')}
        hint={t('catalog.add_ons_hint')}
        action={canEdit && <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('catalog.add_add_on')}</Button>}
      />
      {body}
      {editing && <AddOnDialog key={editing === 'new' ? 'new' : editing.id} storeId={storeId} addOn={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <RemoveDialog addOn={removing} name={shownName(removing, i18n.language)} pending={remove.isPending} onConfirm={() => confirmRemove(removing)} onClose={() => setRemoving(null)} />
      )}
    </div>
  );
}
