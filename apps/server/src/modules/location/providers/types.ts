import type { GeocodeResult, Language, PlaceDetailsResult, PlacePrediction, RoadSource, TravelMode } from '@storefront/contract';

export interface Point {
  lat: number;
  lng: number;
}

/** Metres and seconds along the route, not yet rounded. */
export interface RouteEstimate {
  metres: number;
  seconds: number;
}

/** A route with its shape: the points along the road, start to end, not yet rounded. */
export interface RouteShape extends RouteEstimate {
  source: RoadSource;
  points: Point[];
}

/**
 * One source of places, addresses and routes. Answers use the API's shapes; "nothing found" is an
 * empty list or null, and a failing upstream throws AppError('upstream_error').
 */
export interface GeoProvider {
  readonly name: string;
  /** False when answers already come from memory, where caching them would only delay edits. */
  readonly cacheable: boolean;
  autocomplete(text: string, lang: Language): Promise<PlacePrediction[]>;
  details(placeId: string, lang: Language): Promise<PlaceDetailsResult | null>;
  reverse(point: Point, lang: Language): Promise<GeocodeResult[]>;
  route(from: Point, to: Point, mode: TravelMode): Promise<RouteEstimate | null>;
  /** The same route with the road's shape, for a map; null when no road joins the points. */
  routeShape(from: Point, to: Point, mode: TravelMode): Promise<RouteShape | null>;
}
