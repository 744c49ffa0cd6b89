import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleCatalogueRow } from '@storefront/contract';

/** One item of the admin's list: name (to its store panel's editor), key, store, module, category, price, stock, state and missing translations. */
export function CatalogueRow({ row, onStore, onCategory }: { row: ConsoleCatalogueRow; onStore: (row: ConsoleCatalogueRow) => void; onCategory: (row: ConsoleCatalogueRow) => void }) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const state = !row.active ? 'inactive' : row.out_of_stock ? 'out_of_stock' : 'active';
  const tone = state === 'active' ? 'bg-green-500/10 text-green-700 dark:text-green-300' : 'bg-amber-500/10 text-amber-700 dark:text-amber-300';
  const link = 'underline decoration-dotted underline-offset-2 hover:text-brand-600';
  return (
    <li data-testid="catalogue-item" className="grid grid-cols-1 gap-2 border-b border-line px-3 py-3 last:border-b-0 sm:grid-cols-[1fr_auto] sm:px-4">
      <div className="min-w-0">
        <Link to={`/stores/${row.store.id}/menu/${row.id}`} className="font-semibold break-words hover:text-brand-600" aria-label={t('catalog.edit_of', { name: row.name })}>
          <bdi>{row.name}</bdi>
        </Link>
        <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          <span dir="ltr" className="font-mono">{row.key}</span>
          <button type="button" className={link} onClick={() => onStore(row)} aria-label={t('catalog.items_only_store', { name: row.store.name })}><bdi>{row.store.name}</bdi></button>
          <span><bdi>{row.module.name}</bdi></span>
          <button type="button" className={link} onClick={() => onCategory(row)} aria-label={t('catalog.items_only_category', { name: row.category.name })}><bdi>{row.category.name}</bdi></button>
        </p>
        {row.missing_languages.length > 0 && (
          <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">
            {t('catalog.items_missing', { languages: row.missing_languages.map((l) => t(`catalog.items_language_${l}`)).join(', ') })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm sm:justify-end">
        <span className="font-semibold tabular-nums" dir="ltr">{money.format(row.price)}</span>
        <span className="tabular-nums text-muted">{row.stock_kept ? t('catalog.items_stock', { n: row.stock }) : t('catalog.items_no_stock')}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`catalog.state_${state}`)}</span>
      </div>
    </li>
  );
}
