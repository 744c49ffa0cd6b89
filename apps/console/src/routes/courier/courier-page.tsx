import { useTranslation } from 'react-i18next';
import { CourierFrame } from '../../components/courier-frame';
import { CourierHome } from '../../features/couriers/components/courier-home';
import { PositionReports } from '../../features/couriers/components/position-reports';

/** /courier: the courier's shift, trips running and the orders on offer. */
export function CourierPage() {
  const { t } = useTranslation();
  return (
    <CourierFrame>
      <h1 className="text-xl font-bold">{t('nav.deliveries')}</h1>
      <CourierHome />
      <PositionReports />
    </CourierFrame>
  );
}
