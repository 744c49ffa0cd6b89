import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConsoleCatalogueFilter, ConsoleCataloguePage, ConsoleCatalogueQuery, ConsoleItemsImport, ConsoleItemsImported, ConsoleItemsImportRefused,
  ErrorEnvelope, ITEM_COUNT_CAP, ITEM_CSV_COLUMNS, MAX_IMPORT_ROWS,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
/** An import of MAX_IMPORT_ROWS rows with their texts in three languages. */
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;

/** /api/v1/console/items: the admin's items over every store (list, CSV export and import). Items are edited in their store's panel. */
export const catalogItemsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const items = app.services.catalogItems;

  app.get('/items', {
    schema: {
      tags: ['console'], summary: 'Every store\'s items: module, store, category (with its sub-categories), state, search; sorted newest, name, price, stock or last changed',
      description: `25 a page unless asked. The count stops at ${ITEM_COUNT_CAP} (total_exact false beyond it).`,
      security: staffCan('catalogue.view'), querystring: ConsoleCatalogueQuery, response: { 200: ConsoleCataloguePage, ...failures },
    },
  }, async (request) => items.list(request.query, request.ctx.lang));

  app.get('/items/export', {
    schema: {
      tags: ['console'], summary: `The items the filters keep as CSV (${ITEM_CSV_COLUMNS.join(', ')}), oldest first`,
      description: 'text/csv in UTF-8, a header line first, written as it is read; a text cell a spreadsheet would run as a formula is written as text (an apostrophe first, which an import takes off).',
      security: staffCan('catalogue.view'), querystring: ConsoleCatalogueFilter, produces: ['text/csv'],
      response: { 200: Type.Unsafe<Readable>({ type: 'string', description: 'CSV' }), ...failures },
    },
  }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="items-${day}.csv"`)
      .header('cache-control', 'no-store').send(Readable.from(items.csv(request.query)));
  });

  app.post('/items/import', {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ['console'], summary: 'Create and update items of any store from a CSV file\'s rows (the export\'s columns): all or nothing',
      description: `At most ${MAX_IMPORT_ROWS} rows, each naming its item by store_id and key: a key the store has updates that item, another creates one. `
        + 'Every row is checked as the item editor checks a save; any refused row answers 422 with the report of every refused row, and nothing changes. '
        + 'Each item created or changed gets its own audit entry; the storefront shows the changes at once.',
      security: staffCan('catalogue.edit'), body: ConsoleItemsImport,
      response: { 200: ConsoleItemsImported, ...failures, 413: ErrorEnvelope, 422: ConsoleItemsImportRefused },
    },
  }, async (request) => app.services.catalogImport.apply(await actorOf(request), request.body));
};
