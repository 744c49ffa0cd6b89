import { useTranslation } from 'react-i18next';
import { useCourierState } from '../api/get-courier-state';
import { usePositionReports } from '../hooks/use-position-reports';

/** Reports the phone's position while the courier is online or carries an order: their customers and stores see it move. */
export function PositionReports() {
  const { i18n } = useTranslation();
  const state = useCourierState(i18n.language).data;
  usePositionReports(Boolean(state && (state.online || state.running > 0)));
  return null;
}
