import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { PencilIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { toast } from '@storefront/ui/toast';
import { RowSwitch } from '../../../lib/row-switch';
import { UntranslatedNote } from '../../../lib/untranslated-note';
import { useUpdate, type Kind, type Row } from '../api/catalogue';
import { toastRefusal } from '../../../lib/save-refusal';

/** The name in the console's language, the English one when it has none. */
export const shownName = (row: Row<Kind>, language: string) => row.name[language as keyof Row<Kind>['name']] || row.name.en;

export interface CatalogueRowProps {
  kind: Kind;
  row: Row<Kind>;
  canEdit: boolean;
  onEdit: () => void;
  /** A sub-category: shown indented under its root. */
  nested?: boolean;
  /** What the kind adds after the item count (a category's featured star and priority). */
  extra?: ReactNode;
}

/**
 * One category or brand in its list: picture, name, the languages it still lacks, how many items it
 * holds, switched on or off in place (the version read; a 409 says someone else changed it) and edited
 * in the dialog by those who may.
 */
export function CatalogueRow({ kind, row, canEdit, onEdit, nested = false, extra }: CatalogueRowProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdate<Kind>(kind);
  const name = shownName(row, i18n.language);
  const switchOn = (on: boolean) => update.mutate({ id: row.id, body: { version: row.version, on } }, {
    onSuccess: () => toast.success(on ? t('categories.turned_on', { name }) : t('categories.turned_off', { name })),
    onError: (error) => toastRefusal(error, t('categories.changed_elsewhere'), t('errors.generic')),
  });
  return (
    <li data-testid={`${kind}-row`} className={cn('flex flex-wrap items-center gap-3 border-b border-line px-3 py-3 last:border-b-0 sm:px-4', nested && 'ps-8 sm:ps-12')}>
      <Image src={row.image_full_url} alt="" className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-line" />
      <div className="min-w-0 flex-1">
        <p dir="auto" className="truncate font-semibold"><bdi>{name}</bdi></p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <span>{t('categories.items_count', { count: row.items_count })}</span>
          {extra}
        </p>
        <UntranslatedNote texts={row.name} scope="categories" />
      </div>
      <div className="flex items-center gap-1">
        <RowSwitch checked={row.on} disabled={!canEdit || update.isPending} label={t('categories.shown_of', { name })} onChange={switchOn} />
        {canEdit && (
          <button type="button" onClick={onEdit} aria-label={t('categories.edit_of', { name })} className="ms-2 grid size-10 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink">
            <PencilIcon className="size-4" />
          </button>
        )}
      </div>
    </li>
  );
}
