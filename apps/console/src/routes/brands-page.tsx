import { useTranslation } from 'react-i18next';
import { BrandsList } from '../features/categories/components/brands-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /brands: each module's brands, for those who hold catalogue.view; editing for catalogue.edit. */
export function BrandsPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'catalogue.view', null)) return <p className="p-6 text-center text-muted">{t('categories.not_allowed')}</p>;
  return <BrandsList canEdit={can(session, 'catalogue.edit', null)} />;
}
