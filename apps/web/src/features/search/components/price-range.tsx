import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/money-format';
import { PRICE_MAX, PRICE_MIN } from '../api/search-catalog';

/** The range stays inside 0 to 20000 and its ends keep at least 1 apart. */
export const PRICE_GAP = 1;

export function clampRange(range: readonly [number, number], moved: 'min' | 'max'): [number, number] {
  const clamp = (v: number) => Math.min(Math.max(Math.round(Number.isFinite(v) ? v : 0), PRICE_MIN), PRICE_MAX);
  let [min, max] = [clamp(range[0]), clamp(range[1])];
  if (max - min < PRICE_GAP) {
    if (moved === 'min') {
      min = Math.min(min, PRICE_MAX - PRICE_GAP);
      max = Math.max(max, min + PRICE_GAP);
    } else {
      max = Math.max(max, PRICE_MIN + PRICE_GAP);
      min = Math.min(min, max - PRICE_GAP);
    }
  }
  return [min, max];
}

export interface PriceRangeProps {
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
}

const thumb =
  'pointer-events-none absolute inset-x-0 top-1/2 h-1.5 w-full -translate-y-1/2 appearance-none bg-transparent [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand-600 [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand-600 [&::-webkit-slider-thumb]:shadow';

/** A two-thumb price slider, 0 to 20000. */
export function PriceRange({ value, onChange }: PriceRangeProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [min, max] = value;
  const span = PRICE_MAX - PRICE_MIN;
  return (
    <div className="space-y-3">
      <div className="relative h-5" data-testid="price-range">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-surface-2" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-500"
          style={{ insetInlineStart: `${((min - PRICE_MIN) / span) * 100}%`, insetInlineEnd: `${100 - ((max - PRICE_MIN) / span) * 100}%` }}
        />
        <input
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={1}
          value={min}
          aria-label={t('search.min_price')}
          onChange={(e) => onChange(clampRange([Number(e.target.value), max], 'min'))}
          className={thumb}
        />
        <input
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={1}
          value={max}
          aria-label={t('search.max_price')}
          onChange={(e) => onChange(clampRange([min, Number(e.target.value)], 'max'))}
          className={thumb}
        />
      </div>
      <div className="flex items-center justify-between text-xs font-semibold text-muted">
        <span>{money(min)}</span>
        <span>{money(max)}</span>
      </div>
    </div>
  );
}
