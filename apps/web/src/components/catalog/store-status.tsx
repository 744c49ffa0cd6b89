import { useTranslation } from 'react-i18next';
import type { Store } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';

export type StoreStatus = 'open' | 'closed' | 'unavailable';

/** Not active is unavailable; active but closed by its schedule is CLOSED NOW. */
export const storeStatus = (store: Pick<Store, 'active' | 'open'>): StoreStatus =>
  store.active === 0 ? 'unavailable' : store.open === 0 ? 'closed' : 'open';

const NOUNS = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'];

/** "This restaurant is not available right now. You can order it later." */
export function useUnavailableText(store: Pick<Store, 'module_type' | 'schedule_order'>): string {
  const { t } = useTranslation();
  const module = t(`catalog.module_noun.${NOUNS.includes(store.module_type) ? store.module_type : 'grocery'}`);
  return store.schedule_order ? t('catalog.not_available_later', { module }) : t('catalog.not_available', { module });
}

/** The cover overlay for a closed or unavailable store; nothing while open. */
export function StoreStatusOverlay({ store, className }: { store: Store; className?: string }) {
  const { t } = useTranslation();
  const status = storeStatus(store);
  const unavailable = useUnavailableText(store);
  if (status === 'open') return null;
  return (
    <div
      data-testid={status === 'closed' ? 'closed-overlay' : 'unavailable-overlay'}
      className={cn('absolute inset-0 z-[1] grid place-items-center bg-black/55 p-3 text-center text-white backdrop-blur-[1px]', className)}
    >
      {status === 'closed' ? (
        <span className="rounded-full border-2 border-white/90 px-3 py-1 text-xs font-black tracking-widest">{t('catalog.closed_now')}</span>
      ) : (
        <span className="max-w-56 text-xs leading-snug font-semibold">{unavailable}</span>
      )}
    </div>
  );
}
