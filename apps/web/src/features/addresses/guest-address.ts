import type { CustomerAddress, CustomerAddressInput } from '@storefront/contract';
import { readJson, STORAGE_KEYS, writeItem } from '@/lib/storage';

/** An address that lives on this device only: what the form produced, with the zones of its point. */
export interface LocalAddress extends CustomerAddressInput {
  zone_ids: number[];
}

/** What a saved or local address needs in order to become the delivery location. */
export type AddressPoint = Pick<CustomerAddress, 'address' | 'latitude' | 'longitude' | 'zone_ids'>;

/** Guests keep their delivery address on this device. */
export const getGuestAddress = () => readJson<LocalAddress>(STORAGE_KEYS.guestAddress);
export const saveGuestAddress = (address: LocalAddress) => writeItem(STORAGE_KEYS.guestAddress, JSON.stringify(address));
