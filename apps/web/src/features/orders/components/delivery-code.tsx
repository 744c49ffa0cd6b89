import { useTranslation } from 'react-i18next';
import { Image } from '@storefront/ui/image';

/** The four digits the customer gives the courier at the door, when the business verifies deliveries. */
export function DeliveryCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <section data-testid="delivery-code" aria-label={t('tracking.delivery_code')} className="flex items-center justify-between gap-3 rounded-2xl bg-brand-50 p-4 dark:bg-brand-950">
      <div className="min-w-0">
        <p className="text-sm font-semibold">{t('tracking.delivery_code')}</p>
        <p className="text-xs text-muted">{t('tracking.delivery_code_hint')}</p>
      </div>
      <span dir="ltr" className="font-mono text-2xl font-extrabold tracking-[0.3em] text-brand-700 dark:text-brand-300">
        {code}
      </span>
    </section>
  );
}

/** The photo the courier took at the door, once the order is delivered. */
export function DeliveryPhoto({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <figure data-testid="delivery-photo" className="flex items-center gap-3 rounded-2xl border border-line p-3">
      <a href={url} target="_blank" rel="noreferrer" className="shrink-0">
        <Image src={url} alt={t('tracking.delivery_photo_alt')} className="size-20 rounded-xl object-cover" />
      </a>
      <figcaption className="text-sm font-semibold">{t('tracking.delivery_photo')}</figcaption>
    </figure>
  );
}
