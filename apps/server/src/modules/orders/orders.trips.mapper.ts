import type { FileSigner } from '../files/files.service.js';
import type { CourierTrip, TripPoint, TripStep } from '@storefront/contract';
import { DELIVERY_CODE_TRIES } from '@storefront/contract';
import { haversineMetres } from '../../lib/geo.js';
import { parseJson } from '../../lib/json.js';
import { toMajor } from '../../lib/money.js';
import type { TripRow } from './orders.trips.repository.js';

/** Where the courier is and how fast it goes: what a trip's distances and minutes are reckoned from. */
export interface CourierPlace {
  position: { lat: number; lng: number } | null;
  speedKmh: number;
}

interface StoredAddress {
  address?: string;
  latitude?: number | string;
  longitude?: number | string;
  contact_person_name?: string | null;
  contact_person_number?: string | null;
}

const point = (a: StoredAddress | null, fallbackName: string): TripPoint => ({
  name: a?.contact_person_name || fallbackName,
  address: a?.address ?? '',
  lat: Number(a?.latitude ?? 0),
  lng: Number(a?.longitude ?? 0),
  phone: a?.contact_person_number || null,
});

/** A delivery is picked up at its store; a parcel at its sender (delivery_address) and dropped at its receiver. */
export function pickupOf(row: TripRow): TripPoint {
  if (row.order_type !== 'parcel') {
    return { name: row.store_name ?? '', address: row.store_address ?? '', lat: Number(row.store_lat ?? 0), lng: Number(row.store_lng ?? 0), phone: row.store_phone ?? null };
  }
  return point(parseJson<StoredAddress | null>(row.delivery_address, null), 'Sender');
}

export function dropoffOf(row: TripRow): TripPoint {
  const stored = row.order_type === 'parcel' ? row.receiver_details : row.delivery_address;
  return point(parseJson<StoredAddress | null>(stored, null), row.order_type === 'parcel' ? 'Receiver' : 'Customer');
}

/** Cash the courier collects, in minor units: what a cash order still owes (the wallet paid the rest), 0 once paid. */
export const cashDue = (row: TripRow): number =>
  row.payment_method === 'cash_on_delivery' && row.payment_status !== 'paid' ? Math.max(0, row.order_amount - row.wallet_amount) : 0;

/** A parcel whose sender pays in cash pays at the pick-up; every other cash order at the door. */
export const paysAtPickup = (row: TripRow): boolean => row.order_type === 'parcel' && row.charge_payer === 'sender';

/** Where a courier's trip stands, from the order's state and the courier's marks; null for an order nobody carries. */
export function stepOf(row: TripRow): TripStep | null {
  if (row.delivery_man_id === null) return null;
  if (row.order_status === 'delivered') return 'delivered';
  if (row.order_status === 'picked_up') return row.arrived_at_dropoff_at ? 'arrived_at_dropoff' : 'picked_up';
  return row.arrived_at_pickup_at ? 'arrived_at_pickup' : 'accepted';
}

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => Math.round(haversineMetres(a.lat, a.lng, b.lat, b.lng) / 100) / 10;

/**
 * The order as a courier sees it; `verifying`: the business asks for the customer's code at the door;
 * `sign` links the photo at the door (none on an offer, which has none).
 */
export function toCourierTrip(row: TripRow, place: CourierPlace, verifying: boolean, sign: FileSigner | null = null): CourierTrip {
  const pickup = pickupOf(row);
  const dropoff = dropoffOf(row);
  const step = stepOf(row);
  const dropoffKm = km(pickup, dropoff);
  // Once picked up, the way left is from the courier to the drop-off.
  const onTheWay = row.order_status === 'picked_up';
  const toPickupKm = place.position ? km(place.position, onTheWay ? dropoff : pickup) : null;
  const remainingKm = onTheWay ? (toPickupKm ?? dropoffKm) : (toPickupKm ?? 0) + dropoffKm;
  return {
    order_id: row.id,
    order_type: row.order_type === 'parcel' ? 'parcel' : 'delivery',
    order_status: row.order_status,
    ready: row.order_type === 'parcel' || row.order_status === 'handover' || onTheWay,
    pickup,
    dropoff,
    pickup_km: onTheWay ? null : toPickupKm,
    dropoff_km: dropoffKm,
    minutes: Math.ceil((remainingKm / place.speedKmh) * 60),
    delivery_charge: toMajor(row.delivery_charge),
    tip: toMajor(row.dm_tips),
    cash_to_collect: toMajor(cashDue(row)),
    step,
    code_required: verifying && row.delivery_code !== null && step !== 'delivered',
    code_locked: row.delivery_code_tries >= DELIVERY_CODE_TRIES,
    note: row.order_note || row.delivery_instruction || null,
    delivery_photo: row.delivery_photo && sign ? sign(row.delivery_photo) : null,
    created_at: row.created_at,
  };
}
