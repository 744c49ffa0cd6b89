import { useTranslation } from 'react-i18next';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { Skeleton } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCategories } from '../api/get-categories';
import { CategoryTile } from './categories-section';

/** Every root category of the module. */
export function CategoryList() {
  const { t } = useTranslation();
  const query = useCategories();
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid grid-cols-3 gap-4 sm:grid-cols-5 lg:grid-cols-8">
        {Array.from({ length: 16 }, (_, i) => (
          <Skeleton key={i} className="aspect-square rounded-full" />
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={t('categories.none')} />;
  return (
    <ul className="grid grid-cols-3 justify-items-center gap-x-4 gap-y-6 sm:grid-cols-5 lg:grid-cols-8">
      {query.data.map((category) => (
        <li key={category.id}>
          <CategoryTile category={category} />
        </li>
      ))}
    </ul>
  );
}
