import type { Distance, DistanceQuery, Geocode, Language, PlaceAutocomplete, PlaceDetails, RoadPath, TravelMode } from '@storefront/contract';
import { AppError } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { formatDistance, formatDuration } from './location.format.js';
import type { GeoProvider, Point } from './providers/types.js';

const MAX_PREDICTIONS = 8;
/** About a metre: points closer than that share a cached answer. */
const coordinate = (n: number) => n.toFixed(5);

/**
 * The map helpers over whichever provider is configured. Paid or rate-limited services are asked
 * once per question for a while: answers are kept per instance; failures are not (TtlCache forgets them).
 */
export class LocationService {
  private readonly cache = new TtlCache<string, unknown>(10 * 60_000, 2_000);

  constructor(private readonly provider: GeoProvider) {}

  private cached<T>(call: string, args: readonly string[], load: () => Promise<T>): Promise<T> {
    if (!this.provider.cacheable) return load();
    return this.cache.wrap([this.provider.name, call, ...args].join('|'), load) as Promise<T>;
  }

  async autocomplete(searchText: string | undefined, lang: Language): Promise<PlaceAutocomplete> {
    const text = (searchText ?? '').trim().replace(/\s+/g, ' ');
    if (!text) return { predictions: [] };
    const predictions = await this.cached('autocomplete', [lang, text.toLowerCase()], () => this.provider.autocomplete(text, lang));
    return { predictions: predictions.slice(0, MAX_PREDICTIONS) };
  }

  async details(placeId: string, lang: Language): Promise<PlaceDetails> {
    const id = placeId.trim();
    const result = await this.cached('details', [lang, id], () => this.provider.details(id, lang));
    if (!result) throw new AppError('not_found', 'This place could not be found. Please search for it again.');
    return { result };
  }

  async geocode(lat: number, lng: number, lang: Language): Promise<Geocode> {
    const results = await this.cached('geocode', [lang, coordinate(lat), coordinate(lng)], () => this.provider.reverse({ lat, lng }, lang));
    return { results };
  }

  async distance(query: DistanceQuery): Promise<Distance> {
    const mode = query.mode ?? 'driving';
    const from = { lat: query.origin_lat, lng: query.origin_lng };
    const to = { lat: query.destination_lat, lng: query.destination_lng };
    const args = [mode, ...[from.lat, from.lng, to.lat, to.lng].map(coordinate)];
    const route = await this.cached('distance', args, () => this.provider.route(from, to, mode));
    if (!route) throw new AppError('not_found', 'No route was found between these two points.');
    const [metres, seconds] = [Math.round(route.metres), Math.round(route.seconds)];
    return {
      mode,
      distance: { value: metres, text: formatDistance(metres) },
      duration: { value: seconds, text: formatDuration(seconds) },
    };
  }

  /**
   * The road from one point to another as a line to draw, cached like the distance. The map is an aid:
   * when the service fails, times out or finds no road, the straight line answers, unmeasured, and
   * the failure is not kept (the next call asks the service again).
   */
  async road(from: Point, to: Point, mode: TravelMode): Promise<RoadPath> {
    const args = [mode, ...[from.lat, from.lng, to.lat, to.lng].map(coordinate)];
    const shape = await this.cached('road', args, () => this.provider.routeShape(from, to, mode)).catch(() => null);
    const line = (points: Point[]) => points.map(({ lat, lng }) => ({ lat, lng }));
    if (!shape) return { source: 'straight', points: line([from, to]), metres: null, seconds: null };
    return { source: shape.source, points: line(shape.points), metres: Math.round(shape.metres), seconds: Math.round(shape.seconds) };
  }
}
