import { Type, type Static } from 'typebox';
import { LatLng } from './config.js';

const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });

/** Shapes follow the Google web services the spec's client was written against, so any provider fits them. */
export const PlaceAutocompleteQuery = Type.Object(
  { search_text: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export type PlaceAutocompleteQuery = Static<typeof PlaceAutocompleteQuery>;

export const PlacePrediction = Type.Object({
  place_id: Type.String(),
  description: Type.String(),
  structured_formatting: Type.Object({ main_text: Type.String(), secondary_text: Type.String() }),
  types: Type.Array(Type.String()),
});
export type PlacePrediction = Static<typeof PlacePrediction>;

export const PlaceAutocomplete = Type.Object({ predictions: Type.Array(PlacePrediction) });
export type PlaceAutocomplete = Static<typeof PlaceAutocomplete>;

export const PlaceDetailsQuery = Type.Object(
  { placeid: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type PlaceDetailsQuery = Static<typeof PlaceDetailsQuery>;

export const Geometry = Type.Object({ location: LatLng });

export const PlaceDetailsResult = Type.Object({
  place_id: Type.String(),
  name: Type.String(),
  formatted_address: Type.String(),
  geometry: Geometry,
});
export type PlaceDetailsResult = Static<typeof PlaceDetailsResult>;

export const PlaceDetails = Type.Object({ result: PlaceDetailsResult });
export type PlaceDetails = Static<typeof PlaceDetails>;

export const GeocodeQuery = Type.Object({ lat: Latitude, lng: Longitude }, { additionalProperties: false });
export type GeocodeQuery = Static<typeof GeocodeQuery>;

export const GeocodeResult = Type.Object({
  formatted_address: Type.String(),
  place_id: Type.String(),
  geometry: Geometry,
  types: Type.Array(Type.String()),
});
export type GeocodeResult = Static<typeof GeocodeResult>;

/** Best match first. */
export const Geocode = Type.Object({ results: Type.Array(GeocodeResult) });
export type Geocode = Static<typeof Geocode>;

export const TRAVEL_MODES = ['driving', 'walking', 'bicycling', 'two_wheeler'] as const;
const travelMode = (options = {}) =>
  Type.Union([Type.Literal('driving'), Type.Literal('walking'), Type.Literal('bicycling'), Type.Literal('two_wheeler')], options);
export const TravelMode = travelMode();
export type TravelMode = Static<typeof TravelMode>;

export const DistanceQuery = Type.Object(
  {
    origin_lat: Latitude,
    origin_lng: Longitude,
    destination_lat: Latitude,
    destination_lng: Longitude,
    mode: Type.Optional(travelMode({ default: 'driving' })),
  },
  { additionalProperties: false },
);
export type DistanceQuery = Static<typeof DistanceQuery>;

/** value in metres and seconds (whole numbers); text such as "5.2 km" and "12 mins". */
export const Distance = Type.Object({
  mode: TravelMode,
  distance: Type.Object({ value: Type.Integer(), text: Type.String() }),
  duration: Type.Object({ value: Type.Integer(), text: Type.String() }),
});
export type Distance = Static<typeof Distance>;

/** Where a road's shape came from: the routing service (OSRM, Google), or a straight line (offline, or the service failed or found no road). */
export const ROAD_SOURCES = ['osrm', 'google', 'straight'] as const;
export type RoadSource = (typeof ROAD_SOURCES)[number];

/** A road between two points as a line to draw, start to end; metres and seconds along it (whole numbers), null when nobody measured it. */
export const RoadPath = Type.Object({
  source: Type.Union([Type.Literal('osrm'), Type.Literal('google'), Type.Literal('straight')]),
  points: Type.Array(LatLng, { minItems: 2 }),
  metres: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  seconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type RoadPath = Static<typeof RoadPath>;

/** A zone's ring for drawing coverage on the map; the first point is not repeated. */
export const ZoneListItem = Type.Object({ id: Type.Integer(), name: Type.String(), coordinates: Type.Array(LatLng) });
export type ZoneListItem = Static<typeof ZoneListItem>;
export const ZoneList = Type.Array(ZoneListItem);
export type ZoneList = Static<typeof ZoneList>;
