import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@storefront/contract';
import { Image } from '@storefront/ui/image';
import { Scroller } from '@storefront/ui/scroller';
import { Skeleton } from '@storefront/ui/skeleton';
import { HomeSection } from '@/components/home-section';
import { useCategories } from '../api/get-categories';

export function CategoryTile({ category }: { category: Pick<Category, 'id' | 'name' | 'image_full_url'> }) {
  return (
    <Link
      to={`/category/${category.id}`}
      data-testid="category-tile"
      className="group flex w-24 flex-col items-center gap-2 rounded-2xl p-1 text-center sm:w-28"
    >
      <span className="grid size-20 place-items-center overflow-hidden rounded-full bg-brand-50 ring-1 ring-line transition group-hover:ring-2 group-hover:ring-brand-500 sm:size-24 dark:bg-brand-950">
        <Image src={category.image_full_url} alt="" className="size-full object-cover transition duration-300 group-hover:scale-110" />
      </span>
      <span className="line-clamp-2 text-xs font-semibold text-ink sm:text-sm">{category.name}</span>
    </Link>
  );
}

export function CategoriesSection() {
  const { t } = useTranslation();
  const query = useCategories();
  return (
    <HomeSection
      sectionKey="categories"
      title={t('home.sections.categories')}
      query={query}
      isEmpty={(list) => list.length === 0}
      viewAllTo="/categories"
      skeleton={
        // The tiles' own box (scroller padding, two lines of name), so the section keeps its height when they arrive.
        <div className="flex gap-3 overflow-hidden pt-1 pb-3 sm:gap-4">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="flex w-24 shrink-0 flex-col items-center gap-2 p-1 sm:w-28">
              <Skeleton className="size-20 rounded-full sm:size-24" />
              <div className="h-8 sm:h-10">
                <Skeleton className="h-3 w-16" />
              </div>
            </div>
          ))}
        </div>
      }
    >
      {(categories) => <Scroller>{categories.map((category) => <CategoryTile key={category.id} category={category} />)}</Scroller>}
    </HomeSection>
  );
}
