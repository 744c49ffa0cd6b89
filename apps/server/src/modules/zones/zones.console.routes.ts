import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleZone, ConsoleZoneConflict, ConsoleZoneCreate, ConsoleZonePage, ConsoleZoneQuery, ConsoleZoneUpdate, ErrorEnvelope, ZoneParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const SAVED = 'Amounts in major units. The outline is a ring of [lat, lng] corners; one whose sides cross is refused, one that partly overlaps '
  + 'another zone is kept and the answer names the zones it overlaps (a point in both takes the smaller zone\'s terms). One transaction with its '
  + 'audit entry; customers in the zone are served by the next request on every instance. Zones are switched off rather than deleted: orders name theirs.';
const STALE = 'A version older than the zone\'s answers 409 with the zone as it is and the fields changed since.';

/** /api/v1/console/zones: delivery zones drawn on the map, their ways to pay, surcharge and each module's rates; zones.view to read, zones.edit to change. */
export const zonesConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.zonesConsole;

  app.get('/zones', {
    schema: {
      tags: ['console'], summary: 'Every zone with its outline, by part of the name and on or off', security: staffCan('zones.view'),
      querystring: ConsoleZoneQuery, response: { 200: ConsoleZonePage, ...failures },
    },
  }, async (request) => service.page(request.query));

  app.get('/zones/:zoneId', {
    schema: {
      tags: ['console'], summary: 'One zone with its terms, module rates and the zones it overlaps or lies inside', security: staffCan('zones.view'),
      params: ZoneParams, response: { 200: ConsoleZone, ...failures },
    },
  }, async (request) => service.one(request.params.zoneId));

  app.post('/zones', {
    schema: {
      tags: ['console'], summary: 'A new zone', description: SAVED, security: staffCan('zones.edit'),
      body: ConsoleZoneCreate, response: { 200: ConsoleZone, ...failures },
    },
  }, async (request) => service.create(await actorOf(request), request.body));

  app.put('/zones/:zoneId', {
    schema: {
      tags: ['console'], summary: 'Change a zone: outline, name, terms, module rates', description: `Fields left out stay; modules, when sent, lists every module that delivers here (one left out is switched off). ${STALE} ${SAVED}`,
      security: staffCan('zones.edit'), params: ZoneParams, body: ConsoleZoneUpdate, response: { 200: ConsoleZone, ...failures, 409: ConsoleZoneConflict },
    },
  }, async (request) => service.update(await actorOf(request), request.params.zoneId, request.body));
};
