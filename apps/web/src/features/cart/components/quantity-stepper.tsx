import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { MinusIcon, PlusIcon, TrashIcon } from '@storefront/ui/icons';

/** Quantities under 10 read with a leading zero. */
export const padQuantity = (quantity: number) => String(quantity).padStart(2, '0');

export interface QuantityStepperProps {
  quantity: number;
  onIncrease: () => void;
  onDecrease: () => void;
  /** Cart lines and cards: at 1 the minus becomes a delete button. Otherwise minus stops at `min`. */
  removable?: boolean;
  /** 1 for items; add-ons go down to 0. */
  min?: number;
  disabled?: boolean;
  /** What is counted, for screen readers, e.g. the item's name. */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}

const buttonClass = 'grid place-items-center rounded-full text-ink transition hover:bg-brand-50 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-40 dark:hover:bg-brand-950';

export function QuantityStepper(props: QuantityStepperProps) {
  const { quantity, onIncrease, onDecrease, removable = false, min = 1, disabled = false, label, size = 'md', className } = props;
  const { t } = useTranslation();
  const remove = removable && quantity <= 1;
  const button = cn(buttonClass, size === 'sm' ? 'size-7' : 'size-9');
  const icon = size === 'sm' ? 'size-3.5' : 'size-4';
  return (
    <div
      role="group"
      aria-label={t('cart.quantity_of', { name: label })}
      data-testid="quantity-stepper"
      className={cn('inline-flex items-center gap-1 rounded-full border border-line bg-surface p-0.5', className)}
    >
      <button
        type="button"
        onClick={onDecrease}
        disabled={disabled || (!removable && quantity <= min)}
        aria-label={remove ? t('cart.remove_item') : t('cart.decrease')}
        className={cn(button, remove && 'text-red-600 hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950')}
      >
        {remove ? <TrashIcon className={icon} /> : <MinusIcon className={icon} />}
      </button>
      <span aria-live="polite" data-testid="quantity" className={cn('min-w-7 text-center font-bold tabular-nums', size === 'sm' ? 'text-xs' : 'text-sm')}>
        {padQuantity(quantity)}
      </span>
      <button type="button" onClick={onIncrease} disabled={disabled} aria-label={t('cart.increase')} className={button}>
        <PlusIcon className={icon} />
      </button>
    </div>
  );
}
