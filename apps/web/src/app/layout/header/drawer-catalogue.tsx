import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronEndIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { Skeleton } from '@storefront/ui/skeleton';
import { storePath } from '@/components/catalog/links';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useStoreRanking } from '@/features/catalog/api/get-store-ranking';

/** The first 10 categories, latest and popular stores, each with View all. */
const FIRST = 10;

interface Entry {
  id: number;
  name: string;
  image: string;
  to: string;
}

function DrawerList({ title, to, entries, pending, onNavigate, round }: { title: string; to: string; entries: Entry[] | undefined; pending: boolean; onNavigate: () => void; round?: boolean }) {
  const { t } = useTranslation();
  if (!pending && (!entries || entries.length === 0)) return null;
  return (
    <section className="border-t border-line px-3 py-3">
      <div className="flex items-center justify-between px-2 pb-1">
        <h3 className="text-sm font-bold">{title}</h3>
        <Link to={to} onClick={onNavigate} className="flex items-center gap-1 text-xs font-semibold text-brand-700 dark:text-brand-400">
          {t('common.view_all')}
          <ChevronEndIcon className="size-3.5" />
        </Link>
      </div>
      {pending ? (
        <div className="space-y-2 p-2">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-4/5" />
        </div>
      ) : (
        <ul>
          {entries!.slice(0, FIRST).map((entry) => (
            <li key={entry.id}>
              <Link to={entry.to} onClick={onNavigate} className="flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-2">
                <Image src={entry.image} alt="" className={round ? 'size-8 rounded-full object-cover' : 'size-8 rounded-lg object-cover'} />
                <span className="truncate">{entry.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Mounted only while the drawer is open, so closed drawers ask for nothing. */
export function DrawerCatalogue({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const latest = useStoreRanking('latest', { limit: FIRST, offset: 1 });
  const popular = useStoreRanking('popular', { limit: FIRST, offset: 1 });
  return (
    <>
      <DrawerList
        title={t('drawer.categories')}
        to="/categories"
        round
        pending={categories.isPending}
        entries={categories.data?.map((c) => ({ id: c.id, name: c.name, image: c.image_full_url, to: `/category/${c.id}` }))}
        onNavigate={onNavigate}
      />
      <DrawerList
        title={t('drawer.latest_stores')}
        to="/store/latest"
        pending={latest.isPending}
        entries={latest.data?.stores.map((s) => ({ id: s.id, name: s.name, image: s.logo_full_url, to: storePath(s) }))}
        onNavigate={onNavigate}
      />
      <DrawerList
        title={t('drawer.popular_stores')}
        to="/store/popular"
        pending={popular.isPending}
        entries={popular.data?.stores.map((s) => ({ id: s.id, name: s.name, image: s.logo_full_url, to: storePath(s) }))}
        onNavigate={onNavigate}
      />
    </>
  );
}
