import type { GeocodeResult, Language, PlaceDetailsResult, PlacePrediction, TravelMode } from '@storefront/contract';
import { jsonClient, upstreamRefused, type GetJson } from './http.js';
import type { GeoProvider, Point, RouteEstimate, RouteShape } from './types.js';

/** A Nominatim place in format=jsonv2 (search, lookup and reverse answer the same shape). */
interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat: string;
  lon: string;
  category?: string;
  type?: string;
  name?: string;
  display_name: string;
}
/** An OSRM route; `geometry` with overview=full&geometries=geojson: a GeoJSON LineString, each point [lng, lat]. */
interface OsrmWay { distance: number; duration: number; geometry?: { coordinates?: [number, number][] } }
interface OsrmRoute { code: string; message?: string; routes?: OsrmWay[] }

const PROFILES: Record<TravelMode, string> = { driving: 'driving', two_wheeler: 'driving', bicycling: 'bike', walking: 'foot' };

/** "osm:W123": the OSM object, which Nominatim's lookup resolves again (its own place_id is not stable). */
const osmId = (p: NominatimPlace) => (p.osm_type && p.osm_id ? `osm:${p.osm_type[0]!.toUpperCase()}${p.osm_id}` : null);

function parts(p: NominatimPlace): { main: string; secondary: string } {
  const main = p.name || p.display_name.split(', ')[0] || p.display_name;
  const rest = p.display_name.startsWith(`${main}, `) ? p.display_name.slice(main.length + 2) : p.display_name;
  return { main, secondary: rest === main ? '' : rest };
}

const typesOf = (p: NominatimPlace) => [p.category, p.type].filter((t): t is string => Boolean(t));
const location = (p: NominatimPlace) => ({ lat: Number(p.lat), lng: Number(p.lon) });

/** OpenStreetMap: Nominatim for places and addresses, OSRM for routes. */
export class OsmProvider implements GeoProvider {
  readonly name = 'osm';
  readonly cacheable = true;
  private readonly get: GetJson;

  constructor(private readonly opts: { nominatimUrl: string; osrmUrl: string; timeoutMs: number; userAgent: string }) {
    // Nominatim's usage policy asks every application to identify itself.
    this.get = jsonClient(opts.timeoutMs, { 'user-agent': opts.userAgent });
  }

  private nominatim(path: string, params: Record<string, string>): URL {
    const url = new URL(`${this.opts.nominatimUrl}/${path}`);
    for (const [k, v] of Object.entries({ format: 'jsonv2', ...params })) url.searchParams.set(k, v);
    return url;
  }

  async autocomplete(text: string, lang: Language): Promise<PlacePrediction[]> {
    const places = await this.get<NominatimPlace[]>(this.nominatim('search', { q: text, limit: '8', 'accept-language': lang }));
    return places.flatMap((p) => {
      const id = osmId(p);
      if (!id) return [];
      const { main, secondary } = parts(p);
      return [{ place_id: id, description: p.display_name, structured_formatting: { main_text: main, secondary_text: secondary }, types: typesOf(p) }];
    });
  }

  async details(placeId: string, lang: Language): Promise<PlaceDetailsResult | null> {
    const ref = /^osm:([NWR]\d{1,15})$/.exec(placeId)?.[1];
    if (!ref) return null;
    const [p] = await this.get<NominatimPlace[]>(this.nominatim('lookup', { osm_ids: ref, 'accept-language': lang }));
    return p ? { place_id: placeId, name: parts(p).main, formatted_address: p.display_name, geometry: { location: location(p) } } : null;
  }

  async reverse(point: Point, lang: Language): Promise<GeocodeResult[]> {
    const params = { lat: String(point.lat), lon: String(point.lng), 'accept-language': lang };
    // Where OSM has nothing, Nominatim answers 200 with {"error": "Unable to geocode"}.
    const p = await this.get<NominatimPlace & { error?: string }>(this.nominatim('reverse', params));
    if (p.error || !p.display_name) return [];
    return [{ formatted_address: p.display_name, place_id: osmId(p) ?? '', geometry: { location: location(p) }, types: typesOf(p) }];
  }

  async route(from: Point, to: Point, mode: TravelMode): Promise<RouteEstimate | null> {
    const route = await this.osrm(from, to, mode, false);
    return route && { metres: route.distance, seconds: route.duration };
  }

  async routeShape(from: Point, to: Point, mode: TravelMode): Promise<RouteShape | null> {
    const route = await this.osrm(from, to, mode, true);
    if (!route) return null;
    const points = (route.geometry?.coordinates ?? []).map(([lng, lat]) => ({ lat, lng }));
    if (points.length < 2 || points.some((p) => !Number.isFinite(p.lat) || !Number.isFinite(p.lng))) throw upstreamRefused('no geometry');
    return { source: 'osrm', points, metres: route.distance, seconds: route.duration };
  }

  /** The best route, with its full shape when asked; null when OSRM finds no road between the points. */
  private async osrm(from: Point, to: Point, mode: TravelMode, shape: boolean): Promise<OsrmWay | null> {
    const url = new URL(`${this.opts.osrmUrl}/route/v1/${PROFILES[mode]}/${from.lng},${from.lat};${to.lng},${to.lat}`);
    url.searchParams.set('overview', shape ? 'full' : 'false');
    if (shape) url.searchParams.set('geometries', 'geojson');
    // OSRM explains a failed route in the body of a 400.
    const answer = await this.get<OsrmRoute>(url, { acceptStatus: (s) => (s >= 200 && s < 300) || s === 400 });
    if (answer.code === 'NoRoute' || answer.code === 'NoSegment') return null;
    const route = answer.routes?.[0];
    if (answer.code !== 'Ok' || !route) throw upstreamRefused(answer.code);
    return route;
  }
}
