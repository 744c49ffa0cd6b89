import { useTranslation } from 'react-i18next';
import type { ConsoleItemPage } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { ChevronEndIcon, ChevronStartIcon } from '@storefront/ui/icons';

/** How many items match (or "more than" when the count stopped at its cap), and the pages before and after. */
export function MenuPager({ page, onPage }: { page: Pick<ConsoleItemPage, 'total_size' | 'total_exact' | 'limit' | 'offset'> & { items: readonly unknown[] }; onPage: (offset: number) => void }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const last = page.total_exact ? Math.max(1, Math.ceil(page.total_size / page.limit)) : null;
  const hasNext = last === null ? page.items.length === page.limit : page.offset < last;
  return (
    <nav aria-label={t('catalog.pages')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite">
        {page.total_exact ? t('catalog.count', { n: number.format(page.total_size) }) : t('catalog.count_more', { n: number.format(page.total_size) })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page.offset <= 1} onClick={() => onPage(page.offset - 1)} aria-label={t('catalog.previous')}>
          <ChevronStartIcon className="size-4" />
        </Button>
        <span className="tabular-nums">{last === null ? t('catalog.page', { page: page.offset }) : t('catalog.page_of', { page: page.offset, pages: last })}</span>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page.offset + 1)} aria-label={t('catalog.next')}>
          <ChevronEndIcon className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
