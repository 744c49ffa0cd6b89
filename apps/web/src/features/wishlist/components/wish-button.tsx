import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { HeartIcon } from '@storefront/ui/icons';
import type { WishButtonProps } from '@/components/catalog/wish-button-slot';
import { useSelectedModule, useToken } from '@/lib/session';
import { useSignInToWish, useWishToggle } from '../hooks/use-wish-toggle';

const looks = {
  overlay: 'size-8 bg-surface/90 shadow-md backdrop-blur-sm hover:bg-surface',
  plain: 'size-8 hover:bg-surface-2',
  outline: 'size-10 border border-line bg-surface shadow-sm hover:bg-surface-2',
} as const;

type Look = Omit<WishButtonProps, 'target'>;

/** The heart: filled and red once wished; a click wishes or unwishes at once. The parcel module has no wishlist. */
export function WishButton({ target, ...look }: WishButtonProps) {
  const signedIn = Boolean(useToken());
  const parcel = useSelectedModule()?.module_type === 'parcel';
  if (parcel) return null;
  // A guest's heart only sends to sign in: it needs neither the wishlist query nor its two mutations, on every card.
  return signedIn ? <MemberHeart target={target} {...look} /> : <GuestHeart {...look} />;
}

function MemberHeart({ target, ...look }: WishButtonProps) {
  const { wished, busy, toggle } = useWishToggle(target);
  return <Heart {...look} wished={wished} busy={busy} onToggle={toggle} />;
}

function GuestHeart(look: Look) {
  return <Heart {...look} wished={false} busy={false} onToggle={useSignInToWish()} />;
}

function Heart({ className, variant = 'overlay', wished, busy, onToggle }: Look & { wished: boolean; busy: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Cards are links and open popups: the heart must do neither.
    event.preventDefault();
    event.stopPropagation();
    onToggle();
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
