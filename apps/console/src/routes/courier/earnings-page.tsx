import { useTranslation } from 'react-i18next';
import { CourierFrame } from '../../components/courier-frame';
import { EarningsView } from '../../features/couriers/components/earnings-view';

/** /courier/earnings: what the courier earned today and this week, the cash to hand back, and the deliveries made. */
export function EarningsPage() {
  const { t } = useTranslation();
  return (
    <CourierFrame>
      <h1 className="text-xl font-bold">{t('nav.earnings')}</h1>
      <EarningsView />
    </CourierFrame>
  );
}
