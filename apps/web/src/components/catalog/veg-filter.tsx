import { useTranslation } from 'react-i18next';
import type { ItemType } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { VegMarker } from './badges';

const TYPES: readonly ItemType[] = ['all', 'veg', 'non_veg'];

/** Food lists only: all items, veg or non-veg (an item's `veg`; the lists' `type` parameter). */
export function VegFilter({ value, onChange, className }: { value: ItemType; onChange: (type: ItemType) => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('catalog.veg_filter')} className={cn('flex shrink-0 gap-1 rounded-full bg-surface-2 p-1', className)} data-testid="veg-filter">
      {TYPES.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          className={cn(
            'flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap transition',
            value === type ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink',
          )}
        >
          {type !== 'all' && (
            <span aria-hidden="true">
              <VegMarker veg={type === 'veg' ? 1 : 0} />
            </span>
          )}
          {type === 'all' ? t('common.all') : t(`catalog.${type}`)}
        </button>
      ))}
    </div>
  );
}
