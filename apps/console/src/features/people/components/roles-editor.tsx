import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, STORE_ROLES, type StaffRole } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { FilterSelect } from '../../../lib/filter-select';

/** A role being given: a store role names its store (0 until one is chosen). */
export interface RoleDraft { role: StaffRole; storeId: number }

export const isStoreRole = (role: StaffRole) => (STORE_ROLES as readonly string[]).includes(role);

/** The roles a person is to hold, one row each: the role, and for a store role its store; rows added and removed. */
export function RolesEditor({ roles, stores, problem, onRoles }: {
  roles: RoleDraft[]; stores: readonly { id: number; name: string }[]; problem?: string | undefined; onRoles: (roles: RoleDraft[]) => void;
}) {
  const { t } = useTranslation();
  const set = (at: number, next: Partial<RoleDraft>) => onRoles(roles.map((r, i) => (i === at ? { ...r, ...next } : r)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">{t('people.staff.roles')}</legend>
      {roles.map((r, at) => (
        <div key={at} data-testid="role-row" className="flex flex-wrap items-end gap-2">
          <FilterSelect label={t('people.staff.role')} value={r.role} onValue={(v) => set(at, { role: v as StaffRole })}>
            {STAFF_ROLES.map((role) => <option key={role} value={role}>{t(`people.roles.${role}`)}</option>)}
          </FilterSelect>
          {isStoreRole(r.role) && (
            <FilterSelect label={t('people.staff.store')} value={r.storeId} onValue={(v) => set(at, { storeId: Number(v) })}>
              <option value={0}>{t('people.staff.choose_store')}</option>
              {stores.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
            </FilterSelect>
          )}
          <Button size="sm" variant="outline" onClick={() => onRoles(roles.filter((_, i) => i !== at))} disabled={roles.length <= 1}>{t('people.staff.remove_role')}</Button>
        </div>
      ))}
      <div><Button size="sm" variant="outline" onClick={() => onRoles([...roles, { role: 'support', storeId: 0 }])}>{t('people.staff.add_role')}</Button></div>
      {problem && <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">{problem}</p>}
    </fieldset>
  );
}
