import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WishButtonProps } from '@/components/catalog/wish-button-slot';
import { HeartIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useWishToggle } from '../hooks/use-wish-toggle';

const looks = {
  overlay: 'size-8 bg-surface/90 shadow-md backdrop-blur-sm hover:bg-surface',
  plain: 'size-8 hover:bg-surface-2',
  outline: 'size-10 border border-line bg-surface shadow-sm hover:bg-surface-2',
} as const;

/** The heart (spec §2): filled and red once wished; a click wishes or unwishes at once. */
export function WishButton({ target, className, variant = 'overlay' }: WishButtonProps) {
  const { t } = useTranslation();
  const { hidden, wished, busy, toggle } = useWishToggle(target);
  if (hidden) return null;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Cards are links and open popups: the heart must do neither.
    event.preventDefault();
    event.stopPropagation();
    toggle();
  };
  const label = wished ? t('wishlist.remove') : t('wishlist.add');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={wished}
      aria-busy={busy || undefined}
      aria-label={label}
      title={label}
      data-testid="wish-button"
      className={cn(
        'grid shrink-0 place-items-center rounded-full transition active:scale-90',
        looks[variant],
        wished ? 'text-red-500' : 'text-muted hover:text-red-500',
        className ?? 'relative z-[1]',
      )}
    >
      <HeartIcon className={variant === 'outline' ? 'size-5' : 'size-[18px]'} fill={wished ? 'currentColor' : 'none'} />
    </button>
  );
}
