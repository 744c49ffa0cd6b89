import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { CategoryList } from '@/features/catalog/components/category-list';

export function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeader title={t('pages.categories')} />
      <CategoryList />
    </div>
  );
}
