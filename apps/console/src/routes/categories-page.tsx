import { useTranslation } from 'react-i18next';
import { CategoriesList } from '../features/categories/components/categories-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /categories: each module's category tree, for those who hold catalogue.view; editing for catalogue.edit. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'catalogue.view', null)) return <p className="p-6 text-center text-muted">{t('categories.not_allowed')}</p>;
  return <CategoriesList canEdit={can(session, 'catalogue.edit', null)} />;
}
