import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@storefront/ui/cn';
import { ErrorState } from '@storefront/ui/error-state';
import { ChevronEndIcon } from '@storefront/ui/icons';
import { LoadingRegion } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';

/** What a section needs of a query (a TanStack result fits, and so does a merge of two). */
export interface SectionQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isRefetching?: boolean;
}

export interface HomeSectionProps<T> {
  /** Becomes data-testid="<testIdPrefix>-<key>". */
  sectionKey: string;
  /** "home-section" on the home page; other pages name their own. */
  testIdPrefix?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  query: SectionQuery<T>;
  /** True when there is nothing to show: the whole section then disappears. */
  isEmpty: (data: T) => boolean;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  viewAllTo?: string;
  /** Tabs or other controls beside the title. */
  actions?: ReactNode;
  className?: string;
}

/** A home section: title, a skeleton while loading, an inline error, and nothing at all when empty. */
export function HomeSection<T>(props: HomeSectionProps<T>) {
  const { t } = useTranslation();
  const { sectionKey, testIdPrefix = 'home-section', title, subtitle, icon, query, isEmpty, skeleton, children, viewAllTo, actions, className } = props;
  const data = query.data;
  if (!query.isPending && !query.isError && (data === undefined || isEmpty(data))) return null;
  const headingId = `${testIdPrefix}-${sectionKey}-title`;

  return (
    // Off-screen sections skip style, layout and paint until they near the screen (a phone's /home holds
    // some 4,000 elements); once drawn, `auto` keeps their real height, so scrolling back never jumps.
    // (index.css: they paint at once while Back restores a scroll position, see app/scroll-hold.ts; the page's
    // scroll padding already keeps a section scrolled to below the sticky header.)
    <section
      data-testid={`${testIdPrefix}-${sectionKey}`}
      aria-labelledby={headingId}
      className={cn('paint-when-near scroll-mt-4', className)}
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-xl font-extrabold tracking-tight sm:text-2xl">
            {icon}
            {title}
          </h2>
          {subtitle && <p className="mt-0.5 text-sm text-muted">{subtitle}</p>}
        </div>
        {viewAllTo && (
          <Link
            to={viewAllTo}
            className="flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-400 dark:hover:bg-brand-950"
          >
            {t('common.view_all')}
            <ChevronEndIcon className="size-4" />
          </Link>
        )}
      </div>
      {actions && <div className="mb-4">{actions}</div>}
      {query.isPending ? (
        <LoadingRegion label={t('common.loading')}>{skeleton}</LoadingRegion>
      ) : query.isError ? (
        <ErrorState compact className="border border-dashed border-line" message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        children(data as T)
      )}
    </section>
  );
}
