import { useSyncExternalStore } from 'react';
import type { CartLine, Item } from '@storefront/contract';

/**
 * The cart's cards and lines open the item popup through this store; the app mounts the
 * one popup that answers.
 */

export interface ItemPopupOptions {
  item: Item;
  /** Edit this cart line: its choices fill the form and the action reads "Update To Cart". */
  line?: CartLine;
  /** A campaign item: only Order Now, never the cart. */
  campaign?: boolean;
}

export type ItemPopupRequest = { open: false } | ({ open: true; id: number } & ItemPopupOptions);

let state: ItemPopupRequest = { open: false };
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ItemPopupRequest) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const openItemPopup = (options: ItemPopupOptions) => emit({ open: true, id: nextId++, ...options });

export function closeItemPopup(): void {
  if (state.open) emit({ open: false });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useItemPopupRequest = (): ItemPopupRequest => useSyncExternalStore(subscribe, () => state, () => state);
