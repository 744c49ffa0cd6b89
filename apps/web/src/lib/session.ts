import { useMemo } from 'react';
import type { Module } from '@storefront/contract';
import { readItem, readJson, removeItem, STORAGE_KEYS, useStoredItem, writeItem } from './storage';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Where deliveries go: saved together because the app needs all three to work. */
export interface DeliveryLocation {
  zoneId: string;
  latLng: LatLng;
  address: string;
}

export const getToken = () => readItem(STORAGE_KEYS.token);
export const saveToken = (token: string) => writeItem(STORAGE_KEYS.token, token);
export const clearToken = () => removeItem(STORAGE_KEYS.token);
/** The bearer token; re-renders on sign-in, sign-out and a 401 that ends the session. */
export const useToken = () => useStoredItem(STORAGE_KEYS.token);
export const getZoneId = () => readItem(STORAGE_KEYS.zoneId);

export function parseModule(raw: string | null): Module | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Module | null;
    return value && typeof value.id === 'number' ? value : null;
  } catch {
    return null;
  }
}

export const getSelectedModule = () => parseModule(readItem(STORAGE_KEYS.module));
export const saveSelectedModule = (module: Module) => writeItem(STORAGE_KEYS.module, JSON.stringify(module));

export function useSelectedModule(): Module | null {
  const raw = useStoredItem(STORAGE_KEYS.module);
  return useMemo(() => parseModule(raw), [raw]);
}

export function getLatLng(): LatLng | null {
  const value = readJson<LatLng>(STORAGE_KEYS.currentLatLng);
  return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : null;
}

/** The saved delivery location; only valid with both a zone id and an address. */
export function getSavedLocation(): DeliveryLocation | null {
  const zoneId = getZoneId();
  const address = readItem(STORAGE_KEYS.location);
  const latLng = getLatLng();
  return zoneId && address && latLng ? { zoneId, address, latLng } : null;
}

export function saveDeliveryLocation(location: DeliveryLocation): void {
  writeItem(STORAGE_KEYS.zoneId, location.zoneId);
  writeItem(STORAGE_KEYS.currentLatLng, JSON.stringify(location.latLng));
  writeItem(STORAGE_KEYS.location, location.address);
}

/** Where "home" is for this visitor: the landing page until a location is saved. */
export const homePath = () => (getZoneId() ? '/home' : '/');
