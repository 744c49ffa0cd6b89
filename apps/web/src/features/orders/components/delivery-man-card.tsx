import { useTranslation } from 'react-i18next';
import type { DeliveryMan } from '@storefront/contract';
import { Avatar } from '@storefront/ui/avatar';
import { buttonClasses } from '@storefront/ui/button';
import { BikeIcon, PhoneIcon } from '@storefront/ui/icons';
import { Rating } from '@/components/catalog/rating';
import { ChatLink } from '@/components/chat-link';

/** Who brings the order, with a one-tap call and, while the order runs, a chat (signed-in customers only). */
export function DeliveryManCard({ deliveryMan, chatOrderId }: { deliveryMan: DeliveryMan; chatOrderId?: number }) {
  const { t } = useTranslation();
  const name = `${deliveryMan.f_name} ${deliveryMan.l_name}`.trim();
  return (
    <section data-testid="delivery-man" aria-label={t('tracking.delivery_man')} className="flex flex-wrap items-center gap-3 rounded-2xl border border-line p-3">
      <Avatar src={deliveryMan.image_full_url} name={name} className="size-12" />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted">{t('tracking.delivery_man')}</p>
        <p className="truncate font-semibold">{name}</p>
        <Rating rating={deliveryMan.avg_rating} count={deliveryMan.rating_count} />
      </div>
      <a
        href={`tel:${deliveryMan.phone.replace(/\s+/g, '')}`}
        aria-label={t('tracking.call', { name })}
        title={t('tracking.call', { name })}
        className={buttonClasses('secondary', 'icon')}
      >
        <PhoneIcon className="size-5" />
      </a>
      {chatOrderId !== undefined && (
        <ChatLink type="delivery_man" id={deliveryMan.id} orderId={chatOrderId} from="order" label={t('tracking.chat_with_delivery_man')} className="w-full" />
      )}
    </section>
  );
}

/** Until the store hands the order to someone. */
export function AwaitingDeliveryMan() {
  const { t } = useTranslation();
  return (
    <p data-testid="delivery-man-pending" className="flex items-center gap-3 rounded-2xl bg-surface-2 p-3 text-sm text-muted">
      <BikeIcon className="size-5 shrink-0 text-brand-600" />
      {t('tracking.assign_soon')}
    </p>
  );
}
