import { useTranslation } from 'react-i18next';
import type { TripPoint } from '@storefront/contract';
import { PhoneIcon } from '@storefront/ui/icons';

/** A trip's pick-up or drop-off: who, where, and a phone to call. */
export function PointCard({ title, point }: { title: string; point: TripPoint }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-line bg-surface p-4">
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <p className="mt-1 font-bold">{point.name}</p>
      <p className="text-sm text-muted">{point.address}</p>
      {point.phone && (
        <a href={`tel:${point.phone}`} className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          aria-label={t('couriers.call', { name: point.name })}>
          <PhoneIcon className="size-4" />
          <span dir="ltr">{point.phone}</span>
        </a>
      )}
    </section>
  );
}
