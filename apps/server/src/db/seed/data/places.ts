import type { LatLngTuple } from '../../../lib/geo.js';
import { LANDMARKS } from './landmarks.js';
import { HOODS } from './neighbourhoods.js';
import { STREETS } from './streets.js';

export type PlaceKind = 'street' | 'landmark' | 'neighbourhood';

export interface PlaceDef {
  kind: PlaceKind;
  name: string;
  /** The neighbourhood it lies in ('' when none of the listed ones fits); a neighbourhood's own area is ''. */
  area: string;
  city: string;
  at: LatLngTuple;
  priority: number;
  /** Points along a long road, so that reverse geocoding finds it anywhere on its length. */
  path?: readonly LatLngTuple[];
  ar?: string;
  fr?: string;
}

/** City names in the other languages; every city of the neighbourhood, landmark and street lists is listed. */
export const CITY_NAMES: Readonly<Record<string, { ar: string; fr: string }>> = {
  Dubai: { ar: 'دبي', fr: 'Dubaï' },
  Sharjah: { ar: 'الشارقة', fr: 'Charjah' },
  Hatta: { ar: 'حتا', fr: 'Hatta' },
  'Abu Dhabi': { ar: 'أبوظبي', fr: 'Abou Dabi' },
  'Al Ain': { ar: 'العين', fr: 'Al-Aïn' },
  Ajman: { ar: 'عجمان', fr: 'Ajman' },
  'Umm Al Quwain': { ar: 'أم القيوين', fr: 'Oumm al Qaïwaïn' },
  'Ras Al Khaimah': { ar: 'رأس الخيمة', fr: 'Ras el Khaïmah' },
  Fujairah: { ar: 'الفجيرة', fr: 'Fujaïrah' },
  'Khor Fakkan': { ar: 'خورفكان', fr: 'Khor Fakkan' },
};

function expand(): PlaceDef[] {
  const out: PlaceDef[] = [];
  for (const [city, list] of Object.entries(HOODS)) {
    // Neighbourhoods of the served cities come before far-away landmarks of the same name.
    const priority = city === 'Dubai' || city === 'Sharjah' ? 70 : 50;
    for (const [name, lat, lng, ar, fr] of list) out.push({ kind: 'neighbourhood', name, area: '', city, at: [lat, lng], priority, ar, fr });
  }
  for (const [city, list] of Object.entries(LANDMARKS)) {
    for (const [name, area, lat, lng, priority, ar] of list) out.push({ kind: 'landmark', name, area, city, at: [lat, lng], priority, ...(ar ? { ar } : {}) });
  }
  for (const [city, list] of Object.entries(STREETS)) {
    for (const [name, area, lat, lng, priority, path] of list) out.push({ kind: 'street', name, area, city, at: [lat, lng], priority, ...(path ? { path } : {}) });
  }
  return out;
}

/**
 * The embedded provider's gazetteer: Dubai and Sharjah in detail, and well-known places in the
 * other emirates, which lie outside every seeded zone so that "service not available" can be tried.
 */
export const PLACES: readonly PlaceDef[] = expand();