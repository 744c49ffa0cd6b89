import { useParams } from 'react-router';
import { CategoryDetails } from '@/features/catalog/components/category-details';

export function CategoryPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <CategoryDetails key={id} idOrSlug={id} />
    </div>
  );
}
