import { useTranslation } from 'react-i18next';
import type { DeliveryMan } from '@storefront/contract';
import { Rating } from '@/components/catalog/rating';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { BikeIcon, PhoneIcon } from '@/components/ui/icons';

/** Who brings the order, with a one-tap call. */
export function DeliveryManCard({ deliveryMan }: { deliveryMan: DeliveryMan }) {
  const { t } = useTranslation();
  const name = `${deliveryMan.f_name} ${deliveryMan.l_name}`.trim();
  return (
    <section data-testid="delivery-man" aria-label={t('tracking.delivery_man')} className="flex items-center gap-3 rounded-2xl border border-line p-3">
      <Avatar src={deliveryMan.image} name={name} className="size-12" />
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
