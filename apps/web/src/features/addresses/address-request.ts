import { useSyncExternalStore } from 'react';
import type { CustomerAddress } from '@storefront/contract';
import type { AddressPoint, LocalAddress } from './guest-address';

/**
 * The address book, the app's header and the checkout page open the address form or the Saved
 * Addresses dialog through this store; the app mounts the one pair of dialogs that answers, with
 * the location feature's map inside. Other features get these openers from their page as props.
 */

export interface AddressFormOptions {
  /** Edit this saved address instead of adding one. */
  address?: CustomerAddress;
  /** After saving: the saved address, or a local one (guests, or "Save this Address" unticked). */
  onSaved?: (address: CustomerAddress | LocalAddress) => void;
}

export interface SavedAddressesOptions {
  /** Defaults to making the address the delivery location ('New delivery address selected.'). */
  onSelect?: (address: AddressPoint) => void;
}

export type AddressRequest =
  | { view: 'closed' }
  | { view: 'form'; options: AddressFormOptions; id: number }
  | { view: 'saved'; options: SavedAddressesOptions; id: number };

let state: AddressRequest = { view: 'closed' };
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: AddressRequest) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const openAddressForm = (options: AddressFormOptions = {}) => emit({ view: 'form', options, id: nextId++ });
export const openSavedAddresses = (options: SavedAddressesOptions = {}) => emit({ view: 'saved', options, id: nextId++ });

export function closeAddressRequest(): void {
  if (state.view !== 'closed') emit({ view: 'closed' });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAddressRequest = (): AddressRequest => useSyncExternalStore(subscribe, () => state, () => state);
