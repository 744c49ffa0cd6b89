import { deliveryCharge, orderTotal, PARCEL_TEXTS, parcelRates, type Config, type ParcelOrderPlace, type ParcelParty } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { AppError, invalid, rule } from '../../lib/errors.js';
import { toMinor } from '../../lib/money.js';
import { normalizePhone } from '../../lib/phone.js';
import type { LocationService } from '../location/location.service.js';
import type { DeliveryTerms } from '../zones/zones.mapper.js';
import type { ZonesService } from '../zones/zones.service.js';
import { parcelCategoryForOrder, type ParcelCategoryRow } from './parcel.repository.js';

export interface ParcelPricingDeps {
  db: Db;
  location: Pick<LocationService, 'distance'>;
  zones: Pick<ZonesService, 'zoneIdsAt' | 'deliveryTerms'>;
}

/** One end of the ride as an order keeps it. */
export interface ParcelEnd {
  address: string;
  latitude: number;
  longitude: number;
  address_type: 'parcel';
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email: string | null;
  road: string | null;
  house: string | null;
  floor: string | null;
}

/** A parcel's checks passed and its amounts worked out, in minor units. */
export interface ParcelPrice {
  category: ParcelCategoryRow;
  /** The sender's zone, where a courier takes the parcel up, and its terms there. */
  zoneId: number;
  terms: DeliveryTerms;
  sender: ParcelEnd;
  receiver: ParcelEnd;
  /** Metres, as other orders keep it. */
  distance: number;
  /** Kilometres rounded to 0.1, as the charge counts them. */
  km: number;
  rates: { perKm: number; minimum: number };
  delivery: { charge: number; original: number };
  tips: number;
  total: number;
}

/**
 * A parcel's checks and price: both points where the parcel module serves, the distance between them
 * by the location service (never the client's), max(minimum, km × per km) by the category's rates or
 * the config's, with the sender's zone's surge, and the tip. Preview and placing share it.
 */
export async function priceParcel(deps: ParcelPricingDeps, body: ParcelOrderPlace, config: Config): Promise<ParcelPrice> {
  const sender = party(body.address);
  const receiver = party(body.receiver_details);
  const category = await parcelCategoryForOrder(deps.db, body.parcel_category_id);
  if (!category) throw new AppError('not_found', PARCEL_TEXTS.category_not_found);
  const from = await parcelZone(deps, category.module_id, sender);
  if (!from) throw rule(PARCEL_TEXTS.sender_out_of_zone);
  if (!(await parcelZone(deps, category.module_id, receiver))) throw rule(PARCEL_TEXTS.receiver_out_of_zone);
  if (body.charge_payer === 'receiver' && body.payment_method !== 'cash_on_delivery') throw rule(PARCEL_TEXTS.receiver_pays_cash);

  const measured = await deps.location.distance({
    origin_lat: sender.latitude, origin_lng: sender.longitude, destination_lat: receiver.latitude, destination_lng: receiver.longitude, mode: 'driving',
  });
  const km = Math.round(measured.distance.value / 100) / 10;
  const rates = parcelRates(category, {
    parcel_per_km_shipping_charge: toMinor(config.parcel_per_km_shipping_charge),
    parcel_minimum_shipping_charge: toMinor(config.parcel_minimum_shipping_charge),
  });
  const delivery = deliveryCharge(km * 1000, { ...rates, maximum: null, surgePercent: from.terms.surgePercent }, false);
  const tips = config.dm_tips_status ? toMinor(body.dm_tips ?? 0) : 0;
  const total = orderTotal({ subtotal: 0, couponDiscount: 0, tax: 0, delivery: delivery.charge, serviceFee: 0, tips });
  return {
    category, zoneId: from.zoneId, terms: from.terms, sender, receiver, distance: measured.distance.value, km,
    rates, delivery, tips, total,
  };
}

/** The smallest zone at the point where the parcel module serves, with its terms; null outside them all. */
async function parcelZone(deps: ParcelPricingDeps, moduleId: number, at: ParcelEnd): Promise<{ zoneId: number; terms: DeliveryTerms } | null> {
  for (const zoneId of await deps.zones.zoneIdsAt(at.latitude, at.longitude)) {
    const terms = await deps.zones.deliveryTerms(moduleId, zoneId);
    if (terms) return { zoneId, terms };
  }
  return null;
}

/** One end of the ride as kept with the order: trimmed, each party named and reachable, the phone with its plus. */
function party(p: ParcelParty): ParcelEnd {
  const address = p.address.trim();
  const name = p.contact_person_name.trim();
  const phone = p.contact_person_number.trim();
  if (!address) throw invalid(PARCEL_TEXTS.address_required, 'address');
  if (!name) throw invalid(PARCEL_TEXTS.name_required, 'contact_person_name');
  if (!phone) throw invalid(PARCEL_TEXTS.phone_required, 'contact_person_number');
  return {
    address, latitude: p.latitude, longitude: p.longitude, address_type: 'parcel', contact_person_name: name,
    contact_person_number: normalizePhone(phone) ?? (phone.startsWith('+') ? phone : `+${phone.replace(/^0+/, '')}`),
    contact_person_email: p.contact_person_email?.trim() || null, road: p.road?.trim() || null, house: p.house?.trim() || null, floor: p.floor?.trim() || null,
  };
}
