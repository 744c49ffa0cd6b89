import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRANSLATION_KINDS, type MissingTranslation } from '@storefront/contract';
import { FilterSelect } from '../../../lib/filter-select';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { SearchField } from '../../../lib/search-field';
import { TRANSLATIONS_PAGE_SIZE, useMissingTranslations, type TranslationFilters } from '../api/missing-translations';

/** The console page where each kind of text is edited. */
function editorOf(row: MissingTranslation): string {
  switch (row.kind) {
    case 'item': return `/stores/${row.store_id}/menu/${row.id}`;
    case 'store': return '/stores';
    case 'category': return '/categories';
    case 'brand': return '/brands';
    case 'banner': return '/banners';
    case 'coupon': return '/coupons';
    case 'campaign': case 'item_campaign': return '/campaigns';
    case 'flash_sale': return '/flash-sales';
    case 'cashback': return '/cashbacks';
    case 'parcel_category': return '/parcel-categories';
    case 'unit': case 'attribute': return '/units-attributes';
    case 'module': return '/modules';
    case 'faq': case 'page': case 'landing': return '/pages';
  }
}

/**
 * The customer-visible texts that have English and lack Arabic or French: by kind, missing language and
 * search, with how many of each kind; each row names what it belongs to, the field, the English text and
 * the languages it lacks, and links to where it is edited.
 */
export function TranslationsList() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TranslationFilters>({ kind: 'all', lang: 'all', search: '', page: 1 });
  const list = useMissingTranslations(filters);
  const rows = list.data?.texts;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / TRANSLATIONS_PAGE_SIZE)) : 1;
  const field = (row: MissingTranslation) => t(`translations.fields.${row.field}`, { defaultValue: row.field });

  const body = listState(list, rows?.length, { title: t('translations.empty_title'), description: t('translations.empty') }) ?? (
    <ul aria-label={t('translations.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((row) => (
        <li key={`${row.kind}:${row.id}:${row.field}`} data-testid="translation-row" className="flex flex-wrap items-center gap-3 border-b border-line px-3 py-3 last:border-b-0 sm:px-4">
          <div className="min-w-0 flex-1 basis-64">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded bg-surface-2 px-1.5 py-0.5 text-xs font-semibold">{t(`translations.kinds.${row.kind}`)}</span>
              <span dir="auto" className="min-w-0 truncate font-semibold"><bdi>{row.kind === 'landing' ? t('translations.landing_page') : row.name}</bdi></span>
              <span className="text-xs text-muted">· {field(row)}</span>
            </p>
            <p dir="ltr" lang="en" className="line-clamp-2 text-start text-sm text-muted">{row.english}</p>
            <p className="text-xs font-medium text-amber-700 dark:text-amber-400">
              {t('translations.missing', { languages: row.missing.map((code) => t(`translations.language.${code}`)).join(', ') })}
            </p>
          </div>
          <Link to={editorOf(row)} className="shrink-0 rounded-xl border border-line px-3 py-1.5 text-sm font-semibold hover:bg-surface-2">
            {t('translations.open_editor')}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <ListFrame
      heading={{ title: t('translations.title'), hint: list.data ? t('translations.hint_count', { count: list.data.total }) : t('translations.hint') }}
      filters={<>
        <SearchField label={t('translations.search')} value={filters.search} placeholder={t('translations.search_placeholder')} onValue={(search) => setFilters({ ...filters, search: search, page: 1 })} />
        <FilterSelect label={t('translations.kind')} value={filters.kind} onValue={(v) => setFilters({ ...filters, kind: v as TranslationFilters['kind'], page: 1 })}>
          <option value="all">{t('translations.all_kinds')}</option>
          {TRANSLATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>{list.data ? t('translations.kind_count', { kind: t(`translations.kinds.${kind}`), count: list.data.counts[kind] }) : t(`translations.kinds.${kind}`)}</option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('translations.lacking')} value={filters.lang} onValue={(v) => setFilters({ ...filters, lang: v as TranslationFilters['lang'], page: 1 })}>
          <option value="all">{t('translations.either_language')}</option>
          <option value="ar">{t('translations.language.ar')}</option>
          <option value="fr">{t('translations.language.fr')}</option>
        </FilterSelect>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
    </ListFrame>
  );
}
