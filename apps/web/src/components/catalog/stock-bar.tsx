import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';

export interface StockBarProps {
  sold: number;
  stock: number;
  /** What is left to sell; 0 reads "Out of Stock". */
  available: number;
  className?: string;
}

/** Flash-sale progress: sold out of the sale's stock. */
export function StockBar({ sold, stock, available, className }: StockBarProps) {
  const { t } = useTranslation();
  const ratio = stock > 0 ? Math.min(Math.max(sold / stock, 0), 1) : 1;
  const out = available <= 0;
  return (
    <div className={cn('space-y-1', className)} data-testid="stock-bar">
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
        <div className={cn('h-full rounded-full', out ? 'bg-red-500' : 'bg-accent-500')} style={{ width: `${ratio * 100}%` }} />
      </div>
      <p className={cn('text-[11px] font-semibold', out ? 'text-red-600 dark:text-red-400' : 'text-muted')}>
        {out ? t('catalog.out_of_stock') : t('catalog.stock_left', { sold, available })}
      </p>
    </div>
  );
}
