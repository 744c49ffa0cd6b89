import type { DeliveryMan, OrderTrack } from '@storefront/contract';
import type { RouteMapProps } from '@storefront/ui/map/route-points';
import { receiverFixture, trackWireFixture } from './order-fixtures';

export const GUEST_ID = 'guest-12345678';

export const deliveryManFixture = (overrides: Partial<DeliveryMan> = {}): DeliveryMan => ({
  id: 7,
  f_name: 'Karim',
  l_name: 'Haddad',
  image: 'placeholder.svg',
  image_full_url: 'http://localhost:8080/storage/placeholder.svg',
  avg_rating: 4.66,
  rating_count: 12,
  phone: '+15550123',
  lat: 25.205,
  lng: 55.275,
  location_updated_at: '2026-03-12T10:20:00.000Z',
  ...overrides,
});

/** A delivery order of $25.50 from Fresh Basket, placed and waiting for the store. */
export const orderTrackFixture = (overrides: Partial<OrderTrack> = {}): OrderTrack => ({
  id: 100045,
  order_status: 'pending',
  payment_status: 'unpaid',
  payment_method: 'cash_on_delivery',
  order_type: 'delivery',
  module_id: 1,
  module_type: 'grocery',
  order_amount: 25.5,
  item_count: 3,
  details_count: 2,
  scheduled: 0,
  schedule_at: '2026-03-12T10:00:00.000Z',
  created_at: '2026-03-12T10:00:00.000Z',
  updated_at: '2026-03-12T10:00:00.000Z',
  store: { id: 3, name: 'Fresh Basket', logo: 'http://localhost:8080/storage/placeholder.svg', logo_full_url: 'http://localhost:8080/storage/placeholder.svg', address: '12 Market Road', phone: '+15550999', latitude: 25.2, longitude: 55.27 },
  totals: {
    item_amount: 22,
    item_discount: 0,
    coupon_discount: 0,
    referral_discount: 0,
    delivery_charge: 3.5,
    original_delivery_charge: 3.5,
    additional_charge: 0,
    tax_amount: 0,
    dm_tips: 0,
    order_amount: 25.5,
    wallet_amount: 0,
    cashback_amount: 0,
  },
  delivery_address: {
    address: '4 Palm Street, Dubai',
    latitude: 25.21,
    longitude: 55.28,
    address_type: 'home',
    contact_person_name: 'Sara Ali',
    contact_person_number: '+15550100',
    contact_person_email: null,
    road: null,
    house: null,
    floor: null,
  },
  receiver_details: receiverFixture({ name: 'Sara Ali', phone: '+15550100', address: '4 Palm Street, Dubai', latitude: 25.21, longitude: 55.28 }),
  delivery_man: null,
  status_history: [{ status: 'pending', created_at: '2026-03-12T10:00:00.000Z' }],
  timestamps: { pending: '2026-03-12T10:00:00.000Z' },
  order_note: null,
  coupon_code: null,
  cancellation_reason: null,
  canceled_by: null,
  can_cancel: true,
  can_request_refund: false,
  refund: null,
  order_attachment_full_url: [],
  ...trackWireFixture({ delivery_charge: 3.5, pending: '2026-03-12T10:00:00.000Z' }),
  ...overrides,
});

/** Leaflet needs real layout, so tests use this stand-in for RouteMap: it lists the points it was given. */
export function FakeRouteMap({ points, label }: RouteMapProps) {
  return (
    <ol data-testid="fake-route-map" aria-label={label}>
      {points.map((point) => (
        <li key={point.kind} data-kind={point.kind} data-lat={point.lat} data-lng={point.lng}>
          {point.title}
        </li>
      ))}
    </ol>
  );
}

export const mockRouteMap = async () => ({ ...(await import('@storefront/ui/map/route-points')), RouteMap: FakeRouteMap });

/** The query strings of the tracking requests made so far, exactly as sent. */
export const trackRequests = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/v1/customer/order/track'));
