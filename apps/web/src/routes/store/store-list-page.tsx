import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { StoreListing } from '@/features/catalog/components/store-listing';

/** /store/latest and /store/popular share one page; the path picks the first tab. */
export function storeListRoute(kind: 'latest' | 'popular') {
  return function StoreListPage() {
    const { t } = useTranslation();
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8" data-testid="store-list-page">
        <PageHeader title={t(kind === 'latest' ? 'pages.latest_stores' : 'pages.popular_stores')} />
        <StoreListing key={kind} initialTab={kind === 'latest' ? 'newly_joined' : 'popular'} />
      </div>
    );
  };
}
