import { ADDRESS_TYPES, type CustomerAddress, type CustomerAddressInput } from '@storefront/contract';
import { isPhoneNumber } from '@/lib/account-rules';
import type { DeliveryLocation } from '@/lib/session';

export type AddressType = (typeof ADDRESS_TYPES)[number];

export const ADDRESS_FIELDS = ['contact_person_name', 'contact_person_number', 'address', 'address_label', 'road', 'house', 'floor'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** A saved type that is not home, office or other is the label of an "other" address. */
export function typeOf(address: CustomerAddress | undefined): { type: AddressType; label: string } {
  const saved = address?.address_type ?? 'home';
  return (ADDRESS_TYPES as readonly string[]).includes(saved) ? { type: saved as AddressType, label: '' } : { type: 'other', label: saved };
}

export function initialValues(address: CustomerAddress | undefined, contact: { name: string; phone: string } | undefined): AddressValues {
  return {
    contact_person_name: address?.contact_person_name ?? contact?.name ?? '',
    contact_person_number: address?.contact_person_number ?? contact?.phone ?? '',
    address: address?.address ?? '',
    address_label: typeOf(address).label,
    road: address?.road ?? '',
    house: address?.house ?? '',
    floor: address?.floor ?? '',
  };
}

/** The address rules; i18n keys of the problems. The contact number must also read as a phone number. */
export function checkAddress(values: AddressValues): Partial<Record<AddressField, string | null>> {
  const phone = values.contact_person_number.trim();
  return {
    address: values.address.trim() ? null : 'addresses.errors.address_required',
    contact_person_name: values.contact_person_name.trim() ? null : 'addresses.errors.name_required',
    contact_person_number: !phone ? 'addresses.errors.phone_required' : isPhoneNumber(phone) ? null : 'profile.errors.phone_invalid',
  };
}

const optional = (value: string) => value.trim() || null;

/** With "other", the label the customer typed replaces the type (the server does the same). */
export function toInput(values: AddressValues, type: AddressType, point: DeliveryLocation): CustomerAddressInput {
  return {
    address_type: type,
    address_label: type === 'other' ? optional(values.address_label) : null,
    address: values.address.trim(),
    contact_person_name: values.contact_person_name.trim(),
    contact_person_number: values.contact_person_number.trim(),
    latitude: point.latLng.lat,
    longitude: point.latLng.lng,
    road: optional(values.road),
    house: optional(values.house),
    floor: optional(values.floor),
  };
}
