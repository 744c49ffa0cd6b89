import type { AuthSession, Customer, CustomerAddress } from '@storefront/contract';

export const customerFixture = (overrides: Partial<Customer> = {}): Customer => ({
  id: 7,
  f_name: 'Layla',
  l_name: 'Haddad',
  email: 'layla@example.com',
  phone: '+971501234567',
  image: 'http://localhost:8080/storage/placeholder.svg', image_full_url: 'http://localhost:8080/storage/placeholder.svg',
  login_medium: 'manual',
  social_id: null,
  is_phone_verified: 0,
  is_email_verified: 0,
  ref_code: 'LAYLA7',
  wallet_balance: 0,
  loyalty_point: 0,
  is_valid_for_discount: false,
  discount_amount: 0,
  discount_amount_type: 'percent',
  validity: null,
  interest: [],
  order_count: 0,
  member_since_days: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const sessionFixture = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  token: 'token-123',
  is_phone_verified: 0,
  is_email_verified: 0,
  is_personal_info: 1,
  user: customerFixture(),
  ...overrides,
});

export const addressFixture = (overrides: Partial<CustomerAddress> = {}): CustomerAddress => ({
  id: 11,
  address_type: 'home',
  address_label: 'home',
  address: 'Burj Khalifa Blvd, Downtown Dubai',
  contact_person_name: 'Layla Haddad',
  contact_person_number: '+971501234567',
  contact_person_email: null,
  additional_information: null,
  latitude: 25.1972,
  longitude: 55.2744,
  road: null,
  house: null,
  floor: null,
  zone_id: 2,
  zone_ids: [2, 1],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The JSON body of the first request to `path` (after /api/v1/). */
export function requestBody(fetchMock: { mock: { calls: unknown[][] } }, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url).replace(/^\/api\/v1\//, '').split('?')[0] === path);
  const body = (call?.[1] as RequestInit | undefined)?.body;
  return typeof body === 'string' ? JSON.parse(body) : body;
}
