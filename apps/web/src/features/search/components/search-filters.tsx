import { useTranslation } from 'react-i18next';
import type { ListFilter, StoreType } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { StarIcon } from '@storefront/ui/icons';
import type { ListType } from '../api/search-catalog';
import { PriceRange } from './price-range';

export interface FilterOption {
  id: number;
  name: string;
}

/** What the filter panel edits; the page turns it into search parameters. */
export interface FilterState {
  categoryIds: number[];
  brandIds: number[];
  rating: number;
  price: [number, number];
  filters: ListFilter[];
  sort: 'high' | 'low' | undefined;
  deliveryType: StoreType;
}

/** The search filter options. */
export const FILTER_OPTIONS = ['nearby', 'currently_open', 'top_rated', 'discounted', 'popular'] as const satisfies readonly ListFilter[];

export interface SearchFiltersProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  categories: FilterOption[];
  brands: FilterOption[];
  listType: ListType;
  onReset: () => void;
}

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-2.5 border-b border-line pb-5 last:border-0">
      <legend className="mb-2.5 text-sm font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

const checkClass = 'size-4 shrink-0 rounded accent-brand-600';
const rowClass = 'flex cursor-pointer items-center gap-2.5 text-sm text-ink';

export function SearchFilters({ value, onChange, categories, brands, listType, onReset }: SearchFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const items = listType === 'item';
  return (
    <div className="space-y-5" data-testid="search-filters">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-extrabold">{t('search.filters')}</h2>
        <button type="button" onClick={onReset} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
          {t('search.reset')}
        </button>
      </div>
      <Group title={t('search.filter_by')}>
        {FILTER_OPTIONS.map((option) => (
          <label key={option} className={rowClass}>
            <input type="checkbox" className={checkClass} checked={value.filters.includes(option)} onChange={() => set({ filters: toggle(value.filters, option) })} />
            {t(`search.filter.${option}`)}
          </label>
        ))}
      </Group>
      {!items && (
        <Group title={t('search.delivery_type')}>
          {(['all', 'delivery', 'take_away'] as const).map((type) => (
            <label key={type} className={rowClass}>
              <input type="radio" name="delivery-type" className={checkClass} checked={value.deliveryType === type} onChange={() => set({ deliveryType: type })} />
              {t(`search.delivery.${type}`)}
            </label>
          ))}
        </Group>
      )}
      {items && (
        <Group title={t('search.sort_by_price')}>
          {([undefined, 'high', 'low'] as const).map((sort) => (
            <label key={sort ?? 'none'} className={rowClass}>
              <input type="radio" name="sort" className={checkClass} checked={value.sort === sort} onChange={() => set({ sort })} />
              {t(`search.sort.${sort ?? 'default'}`)}
            </label>
          ))}
        </Group>
      )}
      {items && (
        <Group title={t('search.price')}>
          <PriceRange value={value.price} onChange={(price) => set({ price })} />
        </Group>
      )}
      <Group title={t('search.rating')}>
        <div className="flex flex-wrap gap-2">
          {[0, 5, 4, 3, 2, 1].map((rating) => (
            <button
              key={rating}
              type="button"
              aria-pressed={value.rating === rating}
              onClick={() => set({ rating })}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-semibold transition',
                value.rating === rating ? 'border-brand-600 bg-brand-600 text-white' : 'border-line text-ink hover:border-brand-300',
              )}
            >
              {rating === 0 ? t('common.all') : (
                <>
                  <StarIcon className="size-3.5 fill-current" />
                  {rating === 5 ? '5' : t('search.rating_up', { rating })}
                </>
              )}
            </button>
          ))}
        </div>
      </Group>
      {items && categories.length > 0 && (
        <Group title={t('search.categories')}>
          <div className="max-h-56 space-y-2.5 overflow-y-auto pe-1">
            {categories.map((c) => (
              <label key={c.id} className={rowClass}>
                <input type="checkbox" className={checkClass} checked={value.categoryIds.includes(c.id)} onChange={() => set({ categoryIds: toggle(value.categoryIds, c.id) })} />
                {c.name}
              </label>
            ))}
          </div>
        </Group>
      )}
      {items && brands.length > 0 && (
        <Group title={t('search.brands')}>
          <div className="max-h-56 space-y-2.5 overflow-y-auto pe-1">
            {brands.map((b) => (
              <label key={b.id} className={rowClass}>
                <input type="checkbox" className={checkClass} checked={value.brandIds.includes(b.id)} onChange={() => set({ brandIds: toggle(value.brandIds, b.id) })} />
                {b.name}
              </label>
            ))}
          </div>
        </Group>
      )}
    </div>
  );
}
