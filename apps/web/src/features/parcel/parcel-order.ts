import type { ChargePayer, ParcelOrderPlace, ParcelParty } from '@storefront/contract';
import { withDialCode } from '@/lib/phone-number';

export type ParcelPaymentMethod = ParcelOrderPlace['payment_method'];
const PARCEL_METHODS: readonly string[] = ['cash_on_delivery', 'wallet', 'digital_payment'] satisfies ParcelPaymentMethod[];

/** One end of the ride as the form holds it: text fields, and the point once the map gave one. */
export interface PartyValues {
  address: string;
  point: { lat: number; lng: number } | null;
  contact_person_name: string;
  contact_person_number: string;
  house: string;
  floor: string;
  road: string;
}

export type PartyField = 'address' | 'contact_person_name' | 'contact_person_number';
export type PartyErrors = Partial<Record<PartyField, string>>;

export const emptyParty = (dialCode: string, start?: Partial<PartyValues>): PartyValues => ({
  address: '', point: null, contact_person_name: '', contact_person_number: dialCode, house: '', floor: '', road: '', ...start,
});

/** The i18n keys of the parcel texts (PARCEL_TEXTS in English) under each field; nothing for a complete party. */
export function checkParty(party: PartyValues, dialCode: string): PartyErrors {
  const errors: PartyErrors = {};
  if (!party.contact_person_name.trim()) errors.contact_person_name = 'parcel.errors.name_required';
  const phone = withDialCode(party.contact_person_number, dialCode);
  if (!phone || phone === '+' || phone === dialCode) errors.contact_person_number = 'parcel.errors.phone_required';
  if (!party.address.trim() || !party.point) errors.address = 'parcel.errors.address_required';
  return errors;
}

const optional = (value: string) => value.trim() || null;

/** The party as the server takes it, or null while it is incomplete. */
export function partyBody(party: PartyValues, dialCode: string): ParcelParty | null {
  if (Object.keys(checkParty(party, dialCode)).length > 0 || !party.point) return null;
  return {
    address: party.address.trim(),
    latitude: party.point.lat,
    longitude: party.point.lng,
    contact_person_name: party.contact_person_name.trim(),
    contact_person_number: withDialCode(party.contact_person_number, dialCode),
    house: optional(party.house),
    floor: optional(party.floor),
    road: optional(party.road),
  };
}

/** The receiver pays in cash at the door; the sender may use what config and zone allow, of the parcel's methods. */
export function payerMethods(payer: ChargePayer, senderMethods: readonly string[]): ParcelPaymentMethod[] {
  if (payer === 'receiver') return ['cash_on_delivery'];
  return senderMethods.filter((m): m is ParcelPaymentMethod => PARCEL_METHODS.includes(m));
}

export interface ParcelChoices {
  categoryId: number;
  sender: PartyValues;
  receiver: PartyValues;
  payer: ChargePayer;
  paymentMethod: ParcelPaymentMethod | null;
  instruction: string;
  tips: number;
}

/** POST customer/order/place (and preview) with order_type parcel; never an amount or a distance: the server prices the ride. */
export function parcelBody(c: ParcelChoices, dialCode: string, guestId: string | null): ParcelOrderPlace | null {
  const address = partyBody(c.sender, dialCode);
  const receiver = partyBody(c.receiver, dialCode);
  if (!address || !receiver || !c.paymentMethod) return null;
  const body: ParcelOrderPlace = {
    order_type: 'parcel',
    parcel_category_id: c.categoryId,
    address,
    receiver_details: receiver,
    charge_payer: c.payer,
    payment_method: c.paymentMethod,
    payment_return_path: `/parcel-delivery-info?category=${c.categoryId}&from=payment`,
  };
  if (c.instruction.trim()) body.delivery_instruction = c.instruction.trim();
  if (c.tips > 0) body.dm_tips = c.tips;
  if (guestId) body.guest_id = guestId;
  return body;
}
