import type { LatLng } from '@/lib/session';

/** Business settings the pickers need; the app passes them from the configuration. */
export interface MapSettings {
  defaultCenter: LatLng;
  tileUrl: string;
  attribution: string;
}
