import type { CourierPositionKept, CourierPositions } from '@storefront/contract';
import { api } from '../../../lib/api-client';

/** The phone's positions since the last report: the server keeps the newest and tells the courier's customers and stores. */
export const reportPositions = (positions: CourierPositions['positions']) =>
  api.post<CourierPositionKept>('console/courier/positions', { positions });
