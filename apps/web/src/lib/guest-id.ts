import { useEffect } from 'react';
import type { GuestRequest } from '@storefront/contract';
import { api } from './api-client';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export const requestGuestId = () => api.post<GuestRequest>('auth/guest/request', undefined, { silent: true });

let pending: Promise<void> | null = null;
/** Moved on by forgetGuestIdRequest: an answer to a request made before is not stored. */
let generation = 0;

/** Fetches a guest id once when none is stored; failures stay silent. */
export function ensureGuestId(): Promise<void> {
  if (readItem(STORAGE_KEYS.guestId)) return Promise.resolve();
  const asked = generation;
  pending ??= requestGuestId()
    .then(({ guest_id }) => {
      if (guest_id && asked === generation) writeItem(STORAGE_KEYS.guestId, String(guest_id));
    })
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Forgets a request still in flight, and its answer when it comes (tests start each case afresh). */
export function forgetGuestIdRequest(): void {
  pending = null;
  generation++;
}

export function useEnsureGuestId() {
  useEffect(() => {
    void ensureGuestId();
  }, []);
}
