import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';

/** A list's pages: previous, "page N of M" and next; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('common.pages')} className="flex items-center justify-center gap-3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('common.previous')}</Button>
      <span className="text-sm">{t('common.page_of', { page, pages })}</span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('common.next')}</Button>
    </nav>
  );
}
