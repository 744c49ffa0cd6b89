import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Distance, DistanceQuery, ErrorEnvelope, Geocode, GeocodeQuery, PlaceAutocomplete, PlaceAutocompleteQuery, PlaceDetails,
  PlaceDetailsQuery,
} from '@storefront/contract';

const failures = { 400: ErrorEnvelope, 404: ErrorEnvelope, 502: ErrorEnvelope };

/** The map helpers (place search, place details, geocoding, distance); answers keep Google's shapes whichever provider serves them. */
export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.location;

  app.get('/config/place-api-autocomplete', {
    schema: {
      tags: ['geo'],
      summary: 'Places whose name starts like the search text, typos tolerated',
      querystring: PlaceAutocompleteQuery,
      response: { 200: PlaceAutocomplete, ...failures },
    },
  }, (request) => service.autocomplete(request.query.search_text, request.ctx.lang));

  app.get('/config/place-api-details', {
    schema: {
      tags: ['geo'],
      summary: 'Name, address and position of a suggested place',
      querystring: PlaceDetailsQuery,
      response: { 200: PlaceDetails, ...failures },
    },
  }, (request) => service.details(request.query.placeid, request.ctx.lang));

  app.get('/config/geocode-api', {
    schema: {
      tags: ['geo'],
      summary: 'Addresses at a point, best first',
      querystring: GeocodeQuery,
      response: { 200: Geocode, ...failures },
    },
  }, (request) => service.geocode(request.query.lat, request.query.lng, request.ctx.lang));

  app.get('/config/distance-api', {
    schema: {
      tags: ['geo'],
      summary: 'Travel distance and time between two points',
      querystring: DistanceQuery,
      response: { 200: Distance, ...failures },
    },
  }, (request) => service.distance(request.query));
};
