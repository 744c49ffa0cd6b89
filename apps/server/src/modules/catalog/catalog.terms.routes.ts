import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AttributeParams, ConsoleCatalogTerm, ConsoleCatalogTermConflict, ConsoleCatalogTermCreate, ConsoleCatalogTermPage, ConsoleCatalogTermQuery, ConsoleCatalogTermUpdate,
  ErrorEnvelope, UnitParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const SAVED = 'An English name is one row whatever its case (400 with the field). One transaction with its audit entry; the item editor offers the change '
  + 'and the storefront names units in the visitor\'s language at once (English where not translated). Rows are switched off rather than deleted: items keep the English name.';
const STALE = 'Fields left out stay. A version older than the row\'s answers 409 with the row as it is and the fields changed since.';

/** /api/v1/console/units and /attributes: what the item editor offers as units and as variation choices, for those who hold catalogue.view and catalogue.edit. */
export const catalogTermsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.catalogTerms;
  const tags = ['console'];

  for (const [table, what] of [['units', 'unit'], ['attributes', 'attribute']] as const) {
    app.get(`/${table}`, {
      schema: { tags, summary: `The business's ${table} in their order, by part of the name and on or off`, security: staffCan('catalogue.view'), querystring: ConsoleCatalogTermQuery, response: { 200: ConsoleCatalogTermPage, ...failures } },
    }, async (request) => service.page(table, request.query));
    app.post(`/${table}`, {
      schema: { tags, summary: `A new ${what}`, description: SAVED, security: staffCan('catalogue.edit'), body: ConsoleCatalogTermCreate, response: { 200: ConsoleCatalogTerm, ...failures } },
    }, async (request) => service.create(table, await actorOf(request), request.body));
  }

  app.get('/units/:unitId', {
    schema: { tags, summary: 'One unit with its name in every language', security: staffCan('catalogue.view'), params: UnitParams, response: { 200: ConsoleCatalogTerm, ...failures } },
  }, async (request) => service.one('units', request.params.unitId));
  app.put('/units/:unitId', {
    schema: {
      tags, summary: 'Change a unit: its names, order, on or off', description: `${STALE} ${SAVED}`, security: staffCan('catalogue.edit'),
      params: UnitParams, body: ConsoleCatalogTermUpdate, response: { 200: ConsoleCatalogTerm, ...failures, 409: ConsoleCatalogTermConflict },
    },
  }, async (request) => service.update('units', await actorOf(request), request.params.unitId, request.body));

  app.get('/attributes/:attributeId', {
    schema: { tags, summary: 'One attribute with its name in every language', security: staffCan('catalogue.view'), params: AttributeParams, response: { 200: ConsoleCatalogTerm, ...failures } },
  }, async (request) => service.one('attributes', request.params.attributeId));
  app.put('/attributes/:attributeId', {
    schema: {
      tags, summary: 'Change an attribute: its names, order, on or off', description: `${STALE} ${SAVED}`, security: staffCan('catalogue.edit'),
      params: AttributeParams, body: ConsoleCatalogTermUpdate, response: { 200: ConsoleCatalogTerm, ...failures, 409: ConsoleCatalogTermConflict },
    },
  }, async (request) => service.update('attributes', await actorOf(request), request.params.attributeId, request.body));
};
