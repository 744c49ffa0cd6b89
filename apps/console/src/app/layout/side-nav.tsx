import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ConsoleSession } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { storesOf, useStoreId } from '../../lib/access';
import { currentItem, navItems } from './nav-items';

/** The store switcher (for someone working for several stores), the pages the person may open, then the way back to the storefront. */
export function SideNav({ session, onNavigate }: { session: ConsoleSession; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const stores = storesOf(session);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = storeId ?? stores[0]?.id ?? null;
  const items = navItems(session, storeId);
  const currentPage = currentItem(items, pathname);

  const switchStore = (id: number) => {
    // The same page of the other store, or its orders when the page is not a store's.
    const page = /^\/stores\/\d+\/([^/]+)/.exec(pathname)?.[1] ?? 'orders';
    onNavigate?.();
    void navigate(`/stores/${id}/${page}`);
  };

  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-1 p-3">
      {stores.length > 1 && current !== null && (
        <label className="mb-2 flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('nav.store_switch')}
          <select
            className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink"
            value={current}
            onChange={(e) => switchStore(Number(e.target.value))}
          >
            {stores.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        </label>
      )}
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          onClick={onNavigate}
          aria-current={item.to === currentPage ? 'page' : undefined}
          className={cn('rounded-xl px-3 py-2.5 text-sm font-semibold', item.to === currentPage ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300' : 'hover:bg-surface-2')}
        >
          {t(item.label)}
        </Link>
      ))}
      <a href="/" className="mt-2 rounded-xl px-3 py-2.5 text-sm text-muted hover:bg-surface-2 hover:text-ink">
        {t('shell.to_storefront')}
      </a>
    </nav>
  );
}
