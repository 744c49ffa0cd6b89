import { useTranslation } from 'react-i18next';
import { useMe } from '../features/operator/api/get-me';
import { StaffList } from '../features/people/components/staff-list';
import { useManagedStores } from '../features/stores/api/manage-stores';
import { can } from '../lib/access';
import { shownText } from '../lib/texts';

/** /staff: the staff and their roles, for those who hold staff.manage; a store role's store is chosen from the newest stores. */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const session = useMe().data;
  const allowed = session ? can(session, 'staff.manage', null) : false;
  const stores = useManagedStores({ moduleId: 0, zoneId: 0, listed: 'all', search: '', page: 1 }).data?.stores ?? [];
  if (!session) return null;
  if (!allowed) return <p className="p-6 text-center text-muted">{t('people.not_allowed')}</p>;
  return <StaffList meId={session.operator.id} stores={stores.map((s) => ({ id: s.id, name: shownText(s.name, i18n.language) }))} />;
}
