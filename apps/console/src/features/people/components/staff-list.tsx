import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type ConsoleStaffMember } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { FilterSelect } from '../../../lib/filter-select';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { SearchField } from '../../../lib/search-field';
import { STAFF_PAGE_SIZE, useStaff, useStaffActive, type StaffFilters } from '../api/staff';
import { StateBadge } from './people-badges';
import { StaffDialog } from './staff-dialog';

/**
 * The staff, newest first, with their roles: found by the start of a name or email, a role, active or not;
 * invited, their roles changed, deactivated (their sessions end at once) or activated. One's own account
 * is listed but not changed here.
 */
export function StaffList({ meId, stores }: { meId: number; stores: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<StaffFilters>({ search: '', role: 'all', active: 'all', page: 1 });
  const list = useStaff(filters);
  const active = useStaffActive();
  const [editing, setEditing] = useState<ConsoleStaffMember | 'new' | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / STAFF_PAGE_SIZE)) : 1;
  const setActive = (m: ConsoleStaffMember, on: boolean) => active.mutate({ id: m.id, active: on }, {
    onSuccess: () => toast.success(on ? t('people.staff.activated') : t('people.staff.deactivated')),
    onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
  });
  const rows = list.data?.staff;
  const body = listState(list, rows?.length, { title: t('people.staff.empty_title'), description: t('people.staff.empty') }) ?? (
    <ul aria-label={t('people.staff.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((m) => {
        const name = `${m.f_name} ${m.l_name}`.trim();
        return (
          <li key={m.id} data-testid="staff-row" className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 last:border-b-0">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold"><bdi>{name}</bdi> {!m.active && <StateBadge state="inactive" />} {m.invited && <StateBadge state="invited" />}</span>
              <span dir="ltr" className="truncate text-start text-xs text-muted">{m.email}</span>
              <span className="flex flex-wrap gap-1">
                {m.roles.map((g) => (
                  <span key={`${g.role}-${g.store?.id ?? 0}`} className="rounded bg-surface-2 px-1.5 py-0.5 text-xs">
                    {t(`people.roles.${g.role}`)}{g.store && <> · <bdi>{g.store.name}</bdi></>}
                  </span>
                ))}
              </span>
            </div>
            {m.id !== meId && (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(m)} aria-label={t('people.staff.edit_roles_of', { name })}>{t('people.staff.edit_roles')}</Button>
                <Button size="sm" variant="outline" disabled={active.isPending} onClick={() => setActive(m, !m.active)}>
                  {m.active ? t('people.staff.deactivate') : t('people.staff.activate')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <ListFrame
      heading={{
        title: t('people.staff.title'), hint: list.data ? t('people.staff.count', { count: list.data.total }) : '\u00a0',
        action: <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('people.staff.invite')}</Button>,
      }}
      filters={<>
        <SearchField label={t('people.staff.search')} value={filters.search} onValue={(search) => setFilters({ ...filters, search, page: 1 })} />
        <FilterSelect label={t('people.staff.role')} value={filters.role} onValue={(v) => setFilters({ ...filters, role: v as StaffFilters['role'], page: 1 })}>
          <option value="all">{t('people.staff.all_roles')}</option>
          {STAFF_ROLES.map((role) => <option key={role} value={role}>{t(`people.roles.${role}`)}</option>)}
        </FilterSelect>
        <FilterSelect label={t('people.staff.state_filter')} value={filters.active} onValue={(v) => setFilters({ ...filters, active: v as StaffFilters['active'], page: 1 })}>
          {(['all', 'active', 'inactive'] as const).map((v) => <option key={v} value={v}>{t(`people.staff.state_${v}`)}</option>)}
        </FilterSelect>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {editing && <StaffDialog member={editing === 'new' ? null : editing} stores={stores} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
