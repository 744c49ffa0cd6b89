import { ORDER_TEXTS, type OrderPlace } from '@storefront/contract';
import { AppError, invalid, rule } from '../../lib/errors.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import { customerAddress, type OrderStoreRow } from './checkout.repository.js';
import type { CheckoutDeps, OrderAddress } from './checkout.types.js';

const customerName = (c: SignedInCustomer | null) => (c ? `${c.user.f_name} ${c.user.l_name}`.trim() : '');

type AddressBody = Pick<OrderPlace, 'address' | 'address_id' | 'contact'>;

/** Where a delivery goes: a saved address of the customer's, or the one sent; it must lie in the store's zone. */
export async function deliveryAddress(deps: Pick<CheckoutDeps, 'db' | 'zones'>, body: AddressBody, customer: SignedInCustomer | null, store: OrderStoreRow): Promise<OrderAddress> {
  let address: OrderAddress;
  if (body.address_id !== undefined) {
    // A guest has no saved addresses: the same answer as another customer's address gets.
    const saved = customer ? await customerAddress(deps.db, customer.id, body.address_id) : undefined;
    if (!saved) throw new AppError('not_found', 'Address not found');
    address = {
      address: saved.address, latitude: saved.latitude, longitude: saved.longitude, address_type: saved.address_type,
      contact_person_name: saved.contact_person_name, contact_person_number: saved.contact_person_number, contact_person_email: saved.contact_person_email,
      road: saved.road, house: saved.house, floor: saved.floor,
    };
  } else if (typeof body.address === 'object') {
    // The flat form (address text beside its fields) was folded into this one before validation (foldFlatOrder).
    const a = body.address;
    address = {
      address: a.address.trim(), latitude: a.latitude, longitude: a.longitude, address_type: a.address_type?.trim() || 'home',
      contact_person_name: a.contact_person_name?.trim() || body.contact?.contact_person_name.trim() || customerName(customer),
      contact_person_number: a.contact_person_number?.trim() || body.contact?.contact_person_number.trim() || customer?.user.phone || '',
      contact_person_email: a.contact_person_email?.trim() || body.contact?.contact_person_email.trim() || customer?.user.email || null,
      road: a.road ?? null, house: a.house ?? null, floor: a.floor ?? null,
    };
  } else {
    throw invalid(ORDER_TEXTS.address_required, 'address');
  }
  if (!address.address) throw invalid(ORDER_TEXTS.address_required, 'address');
  const zoneIds = await deps.zones.zoneIdsAt(address.latitude, address.longitude);
  if (!zoneIds.includes(store.zone_id)) throw rule(ORDER_TEXTS.address_outside_zone);
  return address;
}

/** Who to call about the order: the delivery contact, else the guest's contact, else the customer; a guest must give one unless only amounts are asked. */
export function orderContact(body: Pick<OrderPlace, 'contact'>, customer: SignedInCustomer | null, address: OrderAddress | null, required = true): OrderAddress {
  const c = body.contact;
  const name = address?.contact_person_name || c?.contact_person_name.trim() || customerName(customer);
  const phone = address?.contact_person_number || c?.contact_person_number.trim() || customer?.user.phone || '';
  const email = address?.contact_person_email || c?.contact_person_email.trim() || customer?.user.email || null;
  if (required && !customer && (!name || !phone || !email)) throw invalid(ORDER_TEXTS.contact_required, 'contact');
  return address ?? {
    address: '', latitude: 0, longitude: 0, address_type: 'take_away', contact_person_name: name, contact_person_number: phone,
    contact_person_email: email, road: null, house: null, floor: null,
  };
}

/** How far the store is from the address, in metres, by the configured map provider. */
export async function deliveryDistance(deps: Pick<CheckoutDeps, 'location'>, store: OrderStoreRow, to: OrderAddress): Promise<number> {
  const d = await deps.location.distance({ origin_lat: store.latitude, origin_lng: store.longitude, destination_lat: to.latitude, destination_lng: to.longitude, mode: 'driving' });
  return d.distance.value;
}
