import { useSyncExternalStore } from 'react';
import { getSavedLocation, type DeliveryLocation, type LatLng } from './session';

/**
 * Any page or feature can ask for the location picker or the "insert delivery location"
 * prompt through this store; the app mounts the one picker that answers.
 * Like the toasts, it is the app shell's channel, beside the saved delivery location of the
 * session: the cart asks for a location before adding, the location feature answers, and
 * features may not import each other.
 */

/** Parcel returns the location to the caller, store only closes, default goes on to modules. */
export type LocationPickerMode = 'default' | 'store' | 'parcel';

export interface PlaceHint {
  placeId: string;
  description: string;
}

export interface LocationPickerOptions {
  mode?: LocationPickerMode;
  /** Open at a place chosen elsewhere, e.g. a suggestion of the landing search. */
  place?: PlaceHint;
  /** Open at a point instead of the saved or the business's default location. */
  center?: LatLng;
  /** Parcel mode: receives the confirmed location. */
  onPick?: (location: DeliveryLocation) => void;
}

export type LocationRequest =
  | { view: 'closed' }
  | { view: 'prompt' }
  | { view: 'picker'; options: LocationPickerOptions; id: number };

let state: LocationRequest = { view: 'closed' };
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: LocationRequest) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openLocationPicker(options: LocationPickerOptions = {}): void {
  emit({ view: 'picker', options, id: nextId++ });
}

export function openLocationPrompt(): void {
  emit({ view: 'prompt' });
}

export function closeLocationRequest(): void {
  if (state.view !== 'closed') emit({ view: 'closed' });
}

/** True when a delivery location is saved; otherwise opens the prompt and returns false. */
export function requireLocation(): boolean {
  if (getSavedLocation()) return true;
  openLocationPrompt();
  return false;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLocationRequest = (): LocationRequest => useSyncExternalStore(subscribe, () => state, () => state);
