import type { Language } from '@storefront/contract';
import { haversineMetres, type LatLngTuple } from '../../../lib/geo.js';
import { bestMatch, words } from './fuzzy.js';
import type { Point } from './types.js';

export type PlaceKind = 'street' | 'landmark' | 'neighbourhood';
type Labels = { name?: string; area?: string; city?: string };

export interface GazetteerPlace {
  id: number;
  kind: PlaceKind;
  name: string;
  area: string;
  city: string;
  lat: number;
  lng: number;
  path: LatLngTuple[] | null;
  priority: number;
  translations: Partial<Record<Language, Labels>>;
}

interface Indexed {
  place: GazetteerPlace;
  /** Words of the name in every language, and of its neighbourhood and city. */
  nameWords: string[];
  contextWords: string[];
}

/** Exact prefixes, then typos, then matches that needed the neighbourhood or city. */
const TIER = { exact: 0, fuzzy: 1, context: 2 } as const;

/** Metres from the point to a segment, on a local flat projection (fine over a few kilometres). */
function segmentMetres(p: Point, a: LatLngTuple, b: LatLngTuple): number {
  const kx = Math.cos((p.lat * Math.PI) / 180);
  const [ax, ay, bx, by] = [(a[1] - p.lng) * kx, a[0] - p.lat, (b[1] - p.lng) * kx, b[0] - p.lat];
  const len = (bx - ax) ** 2 + (by - ay) ** 2;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(ax * (bx - ax) + ay * (by - ay)) / len));
  const [x, y] = [ax + t * (bx - ax), ay + t * (by - ay)];
  return haversineMetres(p.lat, p.lng, p.lat + y, p.lng + x / kx);
}

export function metresTo(point: Point, place: GazetteerPlace): number {
  const path = place.path;
  if (!path || path.length < 2) return haversineMetres(point.lat, point.lng, place.lat, place.lng);
  let best = Infinity;
  for (let i = 1; i < path.length; i++) best = Math.min(best, segmentMetres(point, path[i - 1]!, path[i]!));
  return best;
}

/** The embedded provider's read-only index: fuzzy name search and nearest-place lookups. */
export class Gazetteer {
  private readonly indexed: Indexed[];
  private readonly byIdMap: Map<number, GazetteerPlace>;

  constructor(places: readonly GazetteerPlace[]) {
    this.byIdMap = new Map(places.map((p) => [p.id, p]));
    this.indexed = places.map((place) => {
      const labels = [{ name: place.name, area: place.area, city: place.city }, ...Object.values(place.translations)];
      return {
        place,
        nameWords: labels.flatMap((l) => words(l.name ?? '')),
        contextWords: labels.flatMap((l) => words(`${l.area ?? ''} ${l.city ?? ''}`)),
      };
    });
  }

  byId(id: number): GazetteerPlace | undefined {
    return this.byIdMap.get(id);
  }

  search(text: string, limit: number): GazetteerPlace[] {
    const query = words(text);
    if (query.length === 0) return [];
    const hits: { place: GazetteerPlace; tier: number; edits: number }[] = [];
    for (const { place, nameWords, contextWords } of this.indexed) {
      let edits = 0;
      let inName = 0;
      let matched = true;
      for (const q of query) {
        const inNameEdits = bestMatch(q, nameWords);
        const d = inNameEdits ?? bestMatch(q, contextWords);
        if (d === null) {
          matched = false;
          break;
        }
        if (inNameEdits !== null) inName++;
        edits += d;
      }
      if (!matched || inName === 0) continue;
      const tier = inName < query.length ? TIER.context : edits === 0 ? TIER.exact : TIER.fuzzy;
      hits.push({ place, tier, edits });
    }
    hits.sort(
      (a, b) =>
        a.tier - b.tier || a.edits - b.edits || b.place.priority - a.place.priority ||
        a.place.name.length - b.place.name.length || a.place.id - b.place.id,
    );
    return hits.slice(0, limit).map((h) => h.place);
  }

  /** The closest place of one of the kinds within the radius, with its distance. */
  nearest(point: Point, kinds: readonly PlaceKind[], withinMetres: number): { place: GazetteerPlace; metres: number } | undefined {
    let best: { place: GazetteerPlace; metres: number } | undefined;
    for (const { place } of this.indexed) {
      if (!kinds.includes(place.kind)) continue;
      const metres = metresTo(point, place);
      if (metres <= withinMetres && (!best || metres < best.metres)) best = { place, metres };
    }
    return best;
  }
}
