import type { GeocodeResult, Language, PlaceDetailsResult, PlacePrediction } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import type { LatLngTuple } from '../../lib/geo.js';
import type { GazetteerPlace, PlaceKind } from './providers/gazetteer.js';
import type { Point } from './providers/types.js';

/** Google's type names, so that clients read every provider's answers alike. */
const TYPES: Record<PlaceKind, string[]> = {
  street: ['route'],
  landmark: ['point_of_interest', 'establishment'],
  neighbourhood: ['neighborhood', 'political'],
};

export function toGazetteerPlace(row: Row<'places'>): GazetteerPlace {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    area: row.area,
    city: row.city,
    lat: row.latitude,
    lng: row.longitude,
    path: parseJson<LatLngTuple[] | null>(row.path, null),
    priority: row.priority,
    translations: parseJson(row.translations, {}),
  };
}

export const embeddedId = (place: GazetteerPlace) => `emb:${place.id}`;
/** Addresses found by reverse geocoding are points rather than gazetteer entries. */
export const pointId = (p: Point) => `emb:@${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;

export function label(place: GazetteerPlace, lang: Language, field: 'name' | 'area' | 'city'): string {
  return (lang === 'en' ? undefined : place.translations[lang]?.[field]) || place[field];
}

export const joinAddress = (...parts: string[]) => parts.filter(Boolean).join(', ');

export function toPrediction(place: GazetteerPlace, lang: Language): PlacePrediction {
  const main = label(place, lang, 'name');
  const secondary = joinAddress(label(place, lang, 'area'), label(place, lang, 'city'));
  return {
    place_id: embeddedId(place),
    description: joinAddress(main, secondary),
    structured_formatting: { main_text: main, secondary_text: secondary },
    types: TYPES[place.kind],
  };
}

export function toDetails(place: GazetteerPlace, lang: Language): PlaceDetailsResult {
  const prediction = toPrediction(place, lang);
  return {
    place_id: prediction.place_id,
    name: prediction.structured_formatting.main_text,
    formatted_address: prediction.description,
    geometry: { location: { lat: place.lat, lng: place.lng } },
  };
}

export function toGeocodeResult(place: GazetteerPlace, lang: Language): GeocodeResult {
  const { place_id, formatted_address, geometry } = toDetails(place, lang);
  return { formatted_address, place_id, geometry, types: TYPES[place.kind] };
}
