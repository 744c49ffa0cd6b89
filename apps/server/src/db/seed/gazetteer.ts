import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { CITY_NAMES, PLACES, type PlaceDef } from './data/places.js';
import { insertRows } from './insert.js';
import { isoDaysBefore } from './text.js';

const HOOD_NAMES = new Map(
  PLACES.filter((p) => p.kind === 'neighbourhood').map((p) => [`${p.city}|${p.name}`, p]),
);

/** {"ar": {"name", "area", "city"}, "fr": {...}}, holding only the fields that have a translation. */
function translations(place: PlaceDef): string {
  const area = HOOD_NAMES.get(`${place.city}|${place.area}`);
  const city = CITY_NAMES[place.city];
  const pick = (lang: 'ar' | 'fr') => {
    const fields = { name: place[lang], area: area?.[lang], city: city?.[lang] };
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => v));
  };
  return JSON.stringify({ ar: pick('ar'), fr: pick('fr') });
}

export async function insertPlaces(db: Kysely<Database>, now: Date): Promise<void> {
  const created = isoDaysBefore(now, 365);
  await insertRows(
    db,
    'places',
    PLACES.map((p) => ({
      kind: p.kind,
      name: p.name,
      area: p.area,
      city: p.city,
      latitude: p.at[0],
      longitude: p.at[1],
      path: p.path ? JSON.stringify(p.path) : null,
      priority: p.priority,
      translations: translations(p),
      status: 1,
      created_at: created,
    })),
  );
}
