import type { GeocodeResult, Language, PlaceDetailsResult, PlacePrediction, TravelMode } from '@storefront/contract';
import { jsonClient, upstreamRefused, type GetJson } from './http.js';
import { decodePolyline } from './polyline.js';
import type { GeoProvider, Point, RouteEstimate, RouteShape } from './types.js';

/** The parts of Google's documented JSON answers (legacy web services) that are read here. */
interface Answer { status: string; error_message?: string }
interface LatLngJson { location: { lat: number; lng: number } }
interface AutocompleteJson extends Answer {
  predictions?: { place_id: string; description: string; types?: string[]; structured_formatting?: { main_text?: string; secondary_text?: string } }[];
}
interface DetailsJson extends Answer { result?: { place_id: string; name?: string; formatted_address?: string; geometry: LatLngJson } }
interface GeocodeJson extends Answer { results?: { place_id: string; formatted_address: string; geometry: LatLngJson; types?: string[] }[] }
interface MatrixJson extends Answer { rows?: { elements: { status: string; distance?: { value: number }; duration?: { value: number } }[] }[] }
interface DirectionsJson extends Answer {
  routes?: { overview_polyline?: { points?: string }; legs?: { distance?: { value: number }; duration?: { value: number } }[] }[];
}

/** The legacy Distance Matrix and Directions have no two-wheeler mode; a car's route is the nearest. */
const MODES: Record<TravelMode, string> = { driving: 'driving', two_wheeler: 'driving', bicycling: 'bicycling', walking: 'walking' };

/** OK answers carry results, ZERO_RESULTS an empty list; every other status is a failure of the service. */
function found(answer: Answer, notFound: readonly string[] = []): boolean {
  if (answer.status === 'OK') return true;
  if (answer.status === 'ZERO_RESULTS' || notFound.includes(answer.status)) return false;
  throw upstreamRefused(answer.status);
}

export class GoogleProvider implements GeoProvider {
  readonly name = 'google';
  readonly cacheable = true;
  private readonly get: GetJson;

  constructor(private readonly opts: { apiKey: string; baseUrl: string; timeoutMs: number }) {
    this.get = jsonClient(opts.timeoutMs);
  }

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(`${this.opts.baseUrl}/${path}`);
    for (const [k, v] of Object.entries({ ...params, key: this.opts.apiKey })) url.searchParams.set(k, v);
    return url;
  }

  async autocomplete(text: string, lang: Language): Promise<PlacePrediction[]> {
    const answer = await this.get<AutocompleteJson>(this.url('place/autocomplete/json', { input: text, language: lang }));
    if (!found(answer)) return [];
    return (answer.predictions ?? []).map((p) => ({
      place_id: p.place_id,
      description: p.description,
      structured_formatting: {
        main_text: p.structured_formatting?.main_text ?? p.description,
        secondary_text: p.structured_formatting?.secondary_text ?? '',
      },
      types: p.types ?? [],
    }));
  }

  async details(placeId: string, lang: Language): Promise<PlaceDetailsResult | null> {
    const fields = 'place_id,name,formatted_address,geometry';
    const answer = await this.get<DetailsJson>(this.url('place/details/json', { place_id: placeId, fields, language: lang }));
    // A malformed id is INVALID_REQUEST and an expired one NOT_FOUND: either way the place is unknown.
    if (!found(answer, ['NOT_FOUND', 'INVALID_REQUEST']) || !answer.result) return null;
    const r = answer.result;
    const address = r.formatted_address ?? r.name ?? '';
    return { place_id: r.place_id, name: r.name ?? address, formatted_address: address, geometry: { location: r.geometry.location } };
  }

  async reverse(point: Point, lang: Language): Promise<GeocodeResult[]> {
    const answer = await this.get<GeocodeJson>(this.url('geocode/json', { latlng: `${point.lat},${point.lng}`, language: lang }));
    if (!found(answer)) return [];
    return (answer.results ?? []).map((r) => ({
      formatted_address: r.formatted_address,
      place_id: r.place_id,
      geometry: { location: r.geometry.location },
      types: r.types ?? [],
    }));
  }

  async route(from: Point, to: Point, mode: TravelMode): Promise<RouteEstimate | null> {
    const params = { origins: `${from.lat},${from.lng}`, destinations: `${to.lat},${to.lng}`, mode: MODES[mode] };
    const answer = await this.get<MatrixJson>(this.url('distancematrix/json', params));
    if (!found(answer)) return null;
    const element = answer.rows?.[0]?.elements[0];
    if (element?.status !== 'OK' || !element.distance || !element.duration) return null;
    return { metres: element.distance.value, seconds: element.duration.value };
  }

  async routeShape(from: Point, to: Point, mode: TravelMode): Promise<RouteShape | null> {
    const params = { origin: `${from.lat},${from.lng}`, destination: `${to.lat},${to.lng}`, mode: MODES[mode] };
    const answer = await this.get<DirectionsJson>(this.url('directions/json', params));
    // NOT_FOUND: an end could not be placed on the map, which for two coordinates means no road.
    if (!found(answer, ['NOT_FOUND'])) return null;
    const route = answer.routes?.[0];
    if (!route) return null;
    // Two points and no waypoints: one leg.
    const leg = route.legs?.[0];
    let points: Point[];
    try {
      points = decodePolyline(route.overview_polyline?.points ?? '');
    } catch {
      throw upstreamRefused('malformed polyline');
    }
    if (points.length < 2 || !leg?.distance || !leg.duration) throw upstreamRefused('incomplete route');
    return { source: 'google', points, metres: leg.distance.value, seconds: leg.duration.value };
  }
}
