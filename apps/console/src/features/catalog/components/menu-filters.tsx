import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ITEM_STATES, type ConsoleItemState, type ConsoleMenuChoices } from '@storefront/contract';
import { SearchIcon } from '@storefront/ui/icons';

export interface MenuFilterValues {
  search: string;
  categoryId: number | null;
  state: ConsoleItemState | null;
}

const SEARCH_DELAY_MS = 300;
export const selectClass = 'h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none';

/** An item list's search, sent once typing pauses. */
export function DelayedSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  // What is being typed, until it is sent; the list's own search otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => {
    if (draft === null) return undefined;
    const timer = setTimeout(() => {
      setDraft(null);
      if (draft !== value) onSearch(draft);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);
  return (
    <label className="flex h-11 items-center gap-2 rounded-xl border border-line bg-surface px-3 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/40">
      <SearchIcon className="size-4 shrink-0 text-muted" />
      <span className="sr-only">{t('catalog.search')}</span>
      <input
        type="search"
        value={draft ?? value}
        placeholder={t('catalog.search_placeholder')}
        onChange={(e) => setDraft(e.target.value)}
        className="h-full min-w-0 flex-1 bg-transparent text-sm outline-none"
      />
    </label>
  );
}

/** Search (sent once typing pauses), category and state of the menu list. */
export function MenuFilters({ values, categories, stockKept, onChange }: {
  values: MenuFilterValues;
  categories: ConsoleMenuChoices['categories'];
  stockKept: boolean;
  onChange: (next: MenuFilterValues) => void;
}) {
  const { t } = useTranslation();
  const states = CONSOLE_ITEM_STATES.filter((s) => stockKept || s !== 'out_of_stock');
  const roots = categories.filter((c) => c.parent_id === null);
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <DelayedSearch value={values.search} onSearch={(search) => onChange({ ...values, search })} />
      <label className="block">
        <span className="sr-only">{t('catalog.category')}</span>
        <select
          className={selectClass}
          value={values.categoryId ?? ''}
          onChange={(e) => onChange({ ...values, categoryId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('catalog.all_categories')}</option>
          {roots.map((root) => [root, ...categories.filter((c) => c.parent_id === root.id)]).flat().map((c) => (
            <option key={c.id} value={c.id}>{c.parent_id === null ? c.name : `— ${c.name}`}</option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="sr-only">{t('catalog.state')}</span>
        <select className={selectClass} value={values.state ?? ''} onChange={(e) => onChange({ ...values, state: (e.target.value || null) as ConsoleItemState | null })}>
          <option value="">{t('catalog.state_all')}</option>
          {states.map((s) => <option key={s} value={s}>{t(`catalog.state_${s}`)}</option>)}
        </select>
      </label>
    </div>
  );
}
