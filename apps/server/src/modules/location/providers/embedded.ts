import type { GeocodeResult, Language, PlaceDetailsResult, TravelMode } from '@storefront/contract';
import type { Db } from '../../../db/connection.js';
import { haversineMetres } from '../../../lib/geo.js';
import { TtlCache } from '../../../lib/ttl-cache.js';
import { activePlaces } from '../location.repository.js';
import { joinAddress, label, pointId, toDetails, toGazetteerPlace, toGeocodeResult, toPrediction } from '../location.mapper.js';
import { Gazetteer } from './gazetteer.js';
import type { GeoProvider, Point, RouteEstimate, RouteShape } from './types.js';

const RELOAD_MS = 5 * 60_000;
const MAX_PREDICTIONS = 8;
const STREET_RADIUS_M = 3_000;
/** Neighbourhoods are known by their centre, so they are looked for a little farther away. */
const NEIGHBOURHOOD_RADIUS_M = 4_000;
const CITY_RADIUS_M = 30_000;

/** City averages: how much longer the road is than the straight line, and the speed on it. */
const TRAVEL: Record<TravelMode, { roadFactor: number; kmh: number }> = {
  driving: { roadFactor: 1.35, kmh: 32 },
  two_wheeler: { roadFactor: 1.35, kmh: 28 },
  bicycling: { roadFactor: 1.35, kmh: 15 },
  walking: { roadFactor: 1.25, kmh: 4.8 },
};

type Address = GeocodeResult & { name: string };

function parsePointId(placeId: string): Point | null {
  const m = /^emb:@(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(placeId);
  const [lat, lng] = [Number(m?.[1]), Number(m?.[2])];
  return m && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** Works offline from the seeded gazetteer, which is small and read-only, so it lives in memory. */
export class EmbeddedProvider implements GeoProvider {
  readonly name = 'embedded';
  readonly cacheable = false;
  // Reloaded now and then so that edits to the places table show up without a restart.
  private readonly loaded = new TtlCache<'all', Gazetteer>(RELOAD_MS, 1);

  constructor(private readonly db: Db) {}

  private gazetteer(): Promise<Gazetteer> {
    return this.loaded.wrap('all', async () => new Gazetteer((await activePlaces(this.db)).map(toGazetteerPlace)));
  }

  async autocomplete(text: string, lang: Language) {
    return (await this.gazetteer()).search(text, MAX_PREDICTIONS).map((p) => toPrediction(p, lang));
  }

  async details(placeId: string, lang: Language): Promise<PlaceDetailsResult | null> {
    const point = parsePointId(placeId);
    if (point) {
      const [best] = await this.addresses(point, lang);
      return best ? { place_id: placeId, name: best.name, formatted_address: best.formatted_address, geometry: best.geometry } : null;
    }
    const id = /^emb:(\d{1,9})$/.exec(placeId)?.[1];
    const place = id ? (await this.gazetteer()).byId(Number(id)) : undefined;
    return place ? toDetails(place, lang) : null;
  }

  async reverse(point: Point, lang: Language): Promise<GeocodeResult[]> {
    return (await this.addresses(point, lang)).map(({ name: _name, ...result }) => result);
  }

  /** Nearest street with the neighbourhood around the point, else the nearest place, else bare coordinates. */
  private async addresses(point: Point, lang: Language): Promise<Address[]> {
    const g = await this.gazetteer();
    const street = g.nearest(point, ['street'], STREET_RADIUS_M)?.place;
    const hood = g.nearest(point, ['neighbourhood'], NEIGHBOURHOOD_RADIUS_M)?.place;
    const here = { place_id: pointId(point), geometry: { location: point } };
    const results: Address[] = [];
    if (street) {
      const name = label(street, lang, 'name');
      const area = hood ? label(hood, lang, 'name') : label(street, lang, 'area');
      const city = label(hood ?? street, lang, 'city');
      results.push({ ...here, name, formatted_address: joinAddress(name, area, city), types: ['route'] });
    }
    const near = hood ?? (street ? undefined : g.nearest(point, ['landmark'], STREET_RADIUS_M)?.place);
    if (near) results.push({ ...toGeocodeResult(near, lang), name: label(near, lang, 'name') });
    if (results.length > 0) return results;
    const coordinates = `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
    const anything = g.nearest(point, ['street', 'landmark', 'neighbourhood'], CITY_RADIUS_M)?.place;
    const city = anything ? label(anything, lang, 'city') : '';
    return [{ ...here, name: coordinates, formatted_address: joinAddress(coordinates, city), types: ['plus_code'] }];
  }

  async route(from: Point, to: Point, mode: TravelMode): Promise<RouteEstimate> {
    const { roadFactor, kmh } = TRAVEL[mode];
    const metres = haversineMetres(from.lat, from.lng, to.lat, to.lng) * roadFactor;
    return { metres, seconds: metres / (kmh / 3.6) };
  }

  /** Offline there are no roads to follow: the straight line, with the estimate above. */
  async routeShape(from: Point, to: Point, mode: TravelMode): Promise<RouteShape> {
    return { source: 'straight', points: [from, to], ...(await this.route(from, to, mode)) };
  }
}
