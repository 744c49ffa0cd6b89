import { CONSOLE_STORAGE_KEYS, type CourierState, type CourierTrip } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session, ZONES } from './render-console';

export const courierState = (extra: Partial<CourierState> = {}): CourierState => ({
  online: false, since: '2026-11-29T08:00:00.000Z', vehicle: 'motorbike', zones: [{ id: 2, name: 'Dubai Marina & JLT' }], running: 0, cash_in_hand: 0, ...extra,
});

export const trip = (id: number, extra: Partial<CourierTrip> = {}): CourierTrip => ({
  order_id: id, order_type: 'delivery', order_status: 'confirmed', ready: true,
  pickup: { name: 'Green Basket', address: 'Marina Walk 4', lat: 25.08, lng: 55.14, phone: '+971400000003' },
  dropoff: { name: 'Layla Saeed', address: 'JLT Cluster D, 1204', lat: 25.07, lng: 55.15, phone: '+971500000001' },
  pickup_km: 1.24, dropoff_km: 2.5, minutes: 12, delivery_charge: 8, tip: 2, cash_to_collect: 0,
  step: null, code_required: false, code_locked: false, note: null, delivery_photo: null, created_at: '2026-11-29T08:10:00.000Z', ...extra,
});

/** The console signed in as a courier, at `path`, answering the courier's calls from `handlers`. */
export function openAsCourier(path: string, handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  const calls = mockApi({
    'GET config': { status: 200, body: { ...CONFIG.body, currency_symbol: '$', currency_symbol_direction: 'left', digit_after_decimal_point: 2 } },
    'GET zone/list': ZONES, 'GET console/me': { status: 200, body: session(operator('courier', { zone_id: 2 })) },
    'GET console/courier/trips': { status: 200, body: { trips: [] } },
    ...handlers,
  });
  return { calls, router: renderConsole(path) };
}
