import { cn } from '@storefront/ui/cn';
import { useFormatMoney } from '@/lib/money-format';
import { shownPrice } from './shown-price';

export interface PriceProps {
  /** The base price. */
  price: number;
  /** The server's price now (spec: never computed here). */
  discountedPrice: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' };

/** The price to pay, and the original struck through when it is lower. */
export function Price({ price, discountedPrice, size = 'sm', className }: PriceProps) {
  const money = useFormatMoney();
  const shown = shownPrice(price, discountedPrice);
  const reduced = shown < price;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', className)} data-testid="price">
      <span className={cn('font-extrabold text-ink', sizes[size])}>{money(shown)}</span>
      {reduced && <del className={cn('text-muted', size === 'lg' ? 'text-base' : 'text-xs')}>{money(price)}</del>}
    </span>
  );
}
