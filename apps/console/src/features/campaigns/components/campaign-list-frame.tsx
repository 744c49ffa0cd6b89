import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignState, Module, Texts } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { ListRow } from '../../../lib/list-row';
import { CAMPAIGNS_PAGE_SIZE, type CampaignFilters } from '../api/campaigns';
import { CampaignFiltersBar, StateBadge } from './campaign-parts';

interface Read { isError: boolean; error: Error | null; isFetching: boolean; refetch: () => unknown; data?: { total: number } | undefined }

/**
 * What every campaign and flash sale list shows around its rows: its heading with the add button for those
 * who may edit, the filters, the rows (or loading, empty and error states) and the pager.
 */
export function CampaignListFrame({ texts, read, count, filters, onFilters, modules, canEdit, onAdd, children }: {
  /** The list's text group: title, hint, add, empty_title, empty, empty_edit. */
  texts: string;
  read: Read;
  count: number | undefined;
  filters: CampaignFilters;
  onFilters: (f: CampaignFilters) => void;
  modules: readonly Module[] | undefined;
  canEdit: boolean;
  onAdd: () => void;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  const pages = read.data ? Math.max(1, Math.ceil(read.data.total / CAMPAIGNS_PAGE_SIZE)) : 1;
  const empty = { title: t(`${texts}.empty_title`), description: canEdit ? t(`${texts}.empty_edit`) : t(`${texts}.empty`) };
  return (
    <ListFrame heading={{ title: t(`${texts}.title`), hint: t(`${texts}.hint`), action: canEdit && <Button size="sm" onClick={onAdd}><PlusIcon className="size-4" />{t(`${texts}.add`)}</Button> }}>
      <CampaignFiltersBar filters={filters} modules={modules} onFilters={onFilters} />
      {listState(read, count, empty) ?? children()}
      <Pager page={filters.page} pages={pages} onPage={(page) => onFilters({ ...filters, page })} />
    </ListFrame>
  );
}

/** One row of a campaign or sale list: what leads it (a picture), its title and state, its detail lines, and its switch and edit button. */
export function CampaignRow({ testId, title, row, lead, canEdit, busy, onSwitch, onEdit, children }: {
  testId: string; title: string; row: { on: boolean; state: CampaignState; title: Texts }; lead?: ReactNode; canEdit: boolean; busy: boolean;
  onSwitch: (on: boolean) => void; onEdit: () => void; children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListRow testId={testId} name={title} texts={row.title} scope="campaigns" lead={lead} beside={<StateBadge state={row.state} />}
      actions={{ on: row.on, switchLabel: t('campaigns.on_of', { title }), editLabel: t('campaigns.edit_of', { title }), canEdit, busy, onSwitch, onEdit }}>
      {children}
    </ListRow>
  );
}
