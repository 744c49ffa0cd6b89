import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { Image } from '@storefront/ui/image';
import { ItemRail } from '@/components/catalog/item-rail';
import { RailSkeleton } from '@/components/catalog/skeletons';
import { HomeSection } from '@/components/home-section';
import { useCategories } from '../api/get-categories';
import { categoryItemsInfiniteOptions } from '../api/get-category-items';

/** Featured categories as chips; the chosen one's products (20 a page) below. */
export function FeaturedCategoriesSection() {
  const { t } = useTranslation();
  const query = useCategories({ featured: true });
  const [chosen, setChosen] = useState<number | null>(null);
  const featured = (query.data ?? []).filter((c) => c.featured === 1);
  const current = featured.find((c) => c.id === chosen) ?? featured[0];

  return (
    <HomeSection
      sectionKey="featured_categories"
      title={t('home.sections.featured_categories')}
      query={{ ...query, data: query.data && featured }}
      isEmpty={(list) => list.length === 0}
      viewAllTo={current ? `/category/${current.id}` : undefined}
      skeleton={<div className="h-40" />}
    >
      {(list) => (
        <div className="space-y-4">
          <div role="tablist" aria-label={t('home.sections.featured_categories')} className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
            {list.map((category) => {
              const selected = category.id === current?.id;
              return (
                <button
                  key={category.id}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  onClick={() => setChosen(category.id)}
                  className={cn(
                    'flex shrink-0 items-center gap-2 rounded-full border py-1 ps-1 pe-4 text-sm font-semibold transition',
                    selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-surface text-ink hover:border-brand-300',
                  )}
                >
                  <Image src={category.image_full_url} alt="" className="size-8 rounded-full bg-white object-cover" />
                  {category.name}
                </button>
              );
            })}
          </div>
          {current && <FeaturedItems categoryId={current.id} />}
        </div>
      )}
    </HomeSection>
  );
}

function FeaturedItems({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(categoryItemsInfiniteOptions(categoryId));
  const items = query.data?.pages[0]?.products ?? [];
  if (query.isPending) {
    return <RailSkeleton busy />;
  }
  if (items.length === 0) return <p className="py-6 text-center text-sm text-muted">{t('search.items_not_found')}</p>;
  return (
    <ItemRail items={items} />
  );
}
