import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleModule, ConsoleModuleUpdate, ZoneList } from '@storefront/contract';
import { Image } from '@storefront/ui/image';
import { toast } from '@storefront/ui/toast';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { RowActions } from '../../../lib/row-actions';
import { RowSwitch } from '../../../lib/row-switch';
import { shownText } from '../../../lib/texts';
import { useConsoleModules, useUpdateModule } from '../api/modules';
import { ModuleDialog } from './module-dialog';
import { toastRefusal } from '../../../lib/save-refusal';
import { UntranslatedNote } from '../../../lib/untranslated-note';

/**
 * The modules in the chooser's order: each with its picture, names, the languages they lack, a switch
 * that takes it (its stores and items) off the storefront or back, and a switch for each zone it has
 * delivery rates in; names, descriptions and place in the chooser are edited in a dialog.
 */
export function ModulesList({ canEdit, zones }: { canEdit: boolean; zones: ZoneList | undefined }) {
  const { t, i18n } = useTranslation();
  const list = useConsoleModules();
  const update = useUpdateModule();
  const [editing, setEditing] = useState<ConsoleModule | null>(null);
  const zoneName = (id: number) => zones?.find((z) => z.id === id)?.name ?? t('modules.zone_number', { id });
  const send = (m: ConsoleModule, body: Omit<ConsoleModuleUpdate, 'version'>, message: string) => update.mutate({ id: m.id, body: { version: m.version, ...body } }, {
    onSuccess: () => toast.success(message),
    onError: (error) => toastRefusal(error, t('modules.changed_elsewhere'), t('errors.generic')),
  });
  const rows = list.data;

  const body = listState(list, rows?.length, { title: t('modules.empty_title'), description: t('modules.empty') }) ?? (
    <ul aria-label={t('modules.title')} aria-busy={list.isFetching} className="flex flex-col gap-3">
      {rows!.map((m) => {
        const name = shownText(m.name, i18n.language);
        return (
          <li key={m.id} data-testid="module-row" className="rounded-2xl border border-line bg-surface px-3 py-3 sm:px-4">
            <div className="flex flex-wrap items-center gap-3">
              <Image src={m.icon_full_url} alt="" className="size-12 shrink-0 rounded-xl object-cover ring-1 ring-line" />
              <div className="min-w-0 flex-1">
                <p dir="auto" className="truncate font-semibold"><bdi>{name}</bdi></p>
                <p className="text-xs text-muted">{t(`modules.types.${m.module_type}`, { defaultValue: m.module_type })} · {t('modules.position', { position: m.position })}</p>
                <UntranslatedNote texts={m.name} scope="modules" />
              </div>
              <RowActions on={m.on} switchLabel={t('modules.on_of', { name })} editLabel={t('modules.edit_of', { name })} canEdit={canEdit} busy={update.isPending}
                onSwitch={(on) => send(m, { on }, on ? t('modules.turned_on', { name }) : t('modules.turned_off', { name }))} onEdit={() => setEditing(m)} />
            </div>
            <div className="mt-3 border-t border-line pt-3">
              {m.all_zone_service && <p className="mb-2 text-xs text-muted">{t('modules.all_zones')}</p>}
              {m.zones.length === 0 ? (
                <p className="text-xs text-muted">{t('modules.no_zones')}</p>
              ) : (
                <ul aria-label={t('modules.zones_of', { name })} className="flex flex-wrap gap-x-6 gap-y-2">
                  {m.zones.map((z) => {
                    const zone = zoneName(z.zone_id);
                    return (
                      <li key={z.zone_id} className="flex items-center gap-2 text-sm">
                        <RowSwitch checked={z.on} disabled={!canEdit || !m.on || update.isPending} label={t('modules.in_zone', { name, zone })}
                          onChange={(on) => send(m, { zones: [{ zone_id: z.zone_id, on }] }, on ? t('modules.zone_on', { name, zone }) : t('modules.zone_off', { name, zone }))} />
                        <bdi className={z.on && m.on ? '' : 'text-muted'}>{zone}</bdi>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );

  return (
    <ListFrame heading={{ title: t('modules.title'), hint: t('modules.hint') }}>
      {body}
      {editing && <ModuleDialog module={editing} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
