import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useBrands } from '@/features/catalog/api/get-brands';
import { useCategories } from '@/features/catalog/api/get-categories';
import type { DataType } from '@/features/search/api/search-catalog';
import { SearchResults } from '@/features/search/components/search-results';

const DATA_TYPES: readonly DataType[] = ['searched', 'category', 'brand', 'discounted', 'new'];

const idList = (value: string | null) => (value && /^\d+$/.test(value) ? [Number(value)] : []);

/** /home?search=…&data_type=…: a search, or a browse of discounted, new, one category's or one brand's items. */
export function SearchPage({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const raw = params.get('data_type');
  const dataType: DataType = DATA_TYPES.includes(raw as DataType) ? (raw as DataType) : 'searched';
  const name = params.get('search') ?? '';
  const categories = useCategories().data ?? [];
  const brands = useBrands().data ?? [];
  const categoryIds = dataType === 'category' ? idList(params.get('id')) : [];
  const brandIds = dataType === 'brand' ? idList(params.get('brand_id') ?? params.get('id')) : [];
  const label = params.get('name');

  const title = {
    searched: t('search.results_for', { term: name }),
    discounted: t('home.sections.special_offers'),
    new: t('home.sections.new_arrivals'),
    category: label ?? categories.find((c) => categoryIds.includes(c.id))?.name ?? t('pages.category'),
    brand: label ?? brands.find((b) => brandIds.includes(b.id))?.name ?? t('pages.all_brands'),
  }[dataType];

  useEffect(() => {
    document.title = title;
  }, [title]);

  // An empty search is ignored.
  if (dataType === 'searched' && !name.trim()) return <Navigate to="/home" replace />;
  return (
    <SearchResults
      // Browses list the words only as a label; the server searches words for "searched" only.
      name={dataType === 'searched' ? name : ''}
      dataType={dataType}
      title={title}
      initialCategoryIds={categoryIds}
      initialBrandIds={brandIds}
      withStores={dataType === 'searched' || dataType === 'category'}
      categories={categories.map((c) => ({ id: c.id, name: c.name }))}
      brands={brands.map((b) => ({ id: b.id, name: b.name }))}
    />
  );
}
