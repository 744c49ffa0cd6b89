import { useTranslation } from 'react-i18next';
import { ParcelCategoriesList } from '../features/parcel/components/parcel-categories-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /parcel-categories: the kinds of parcel senders pick from and their rates, for those who hold promotions.view; editing for promotions.edit. */
export function ParcelCategoriesPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'promotions.view', null)) return <p className="p-6 text-center text-muted">{t('parcel.not_allowed')}</p>;
  return <ParcelCategoriesList canEdit={can(session, 'promotions.edit', null)} />;
}
