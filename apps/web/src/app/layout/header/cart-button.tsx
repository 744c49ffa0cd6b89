import { useTranslation } from 'react-i18next';
import { CartIcon } from '@/components/ui/icons';

export function CartButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('cart.button_label', { count })}
      className="relative grid size-10 place-items-center rounded-full text-ink transition hover:bg-surface-2"
    >
      <CartIcon />
      <span
        aria-hidden="true"
        className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-500 px-1 text-[11px] font-bold text-white ring-2 ring-surface"
      >
        {count > 99 ? '99+' : count}
      </span>
    </button>
  );
}
