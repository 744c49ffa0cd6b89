import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleActiveChange, ConsoleBulkDone, ConsoleBulkRefused, ConsoleBulkUpdate, ConsoleItem, ConsoleItemConflict, ConsoleItemCreate,
  ConsoleItemPage, ConsoleItemPictures, ConsoleItemRow, ConsoleItemsQuery, ConsoleItemUpdate, ConsoleMenuChoices, ConsoleStockChange,
  ErrorEnvelope, ITEM_COUNT_CAP, MAX_BULK_ROWS, StoreItemParams, StoreParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { registerImageUploads, uploadedFiles } from '../../lib/uploads.js';
import { MAX_ITEM_PICTURES } from './catalog.console.edit.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const saveFailures = { ...failures, 409: ConsoleItemConflict, 422: ErrorEnvelope };
const versioned = 'The body names the version the editor read: an older one answers 409 with the item now (`current`) and the fields saved since (`changed`). '
  + 'Kept in the audit log; the storefront shows the change at once.';


/** Its own plugin, so that multipart parsing is only for this route. */
const picturesRoute: FastifyPluginAsyncTypebox = async (app) => {
  await registerImageUploads(app, MAX_ITEM_PICTURES);
  app.post('/stores/:storeId/items/:id/images', {
    schema: {
      tags: ['console'], summary: 'Add pictures to an item (multipart/form-data: image, version)',
      description: `JPG, PNG or GIF by content, at most 2 MB each (413, 415), stored re-encoded as WebP at most 1200 px a side; at most ${MAX_ITEM_PICTURES} an item. ${versioned}`,
      consumes: ['multipart/form-data'], security: staffCan('menu.edit'), params: StoreItemParams, body: ConsoleItemPictures,
      response: { 200: ConsoleItem, ...saveFailures, 413: ErrorEnvelope, 415: ErrorEnvelope },
    },
  }, async (request) => {
    const files = uploadedFiles(request.body.image, request.body['image[]']);
    return app.services.catalogEdit.addPictures(await actorOf(request), request.params.storeId, request.params.id, request.body.version, files);
  });
};

/** /api/v1/console/stores/:storeId/items: the store panel's menu (list, editor, quick switches, CSV bulk update). */
export const catalogConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const menu = app.services.catalogConsole;
  const edit = app.services.catalogEdit;

  app.get('/stores/:storeId/items', {
    schema: {
      tags: ['console'], summary: 'The store\'s items, newest first: search, category (with its sub-categories), state (active, inactive, out_of_stock)',
      description: `25 a page unless asked. The count stops at ${ITEM_COUNT_CAP} (total_exact false beyond it).`,
      security: staffCan('menu.view'), params: StoreParams, querystring: ConsoleItemsQuery, response: { 200: ConsoleItemPage, ...failures },
    },
  }, async (request) => menu.list(request.params.storeId, request.query, request.ctx.lang));

  app.get('/stores/:storeId/items/choices', {
    schema: {
      tags: ['console'], summary: 'What the item editor picks from: the store\'s module, its categories and the store\'s add-ons',
      security: staffCan('menu.view'), params: StoreParams, response: { 200: ConsoleMenuChoices, ...failures },
    },
  }, async (request) => menu.choices(request.params.storeId, request.ctx.lang));

  app.get('/stores/:storeId/items/:id', {
    schema: {
      tags: ['console'], summary: 'One of the store\'s items as the editor shows it (names and descriptions in every language)',
      security: staffCan('menu.view'), params: StoreItemParams, response: { 200: ConsoleItem, ...failures },
    },
  }, async (request) => menu.details(request.params.storeId, request.params.id));

  app.post('/stores/:storeId/items', {
    schema: {
      tags: ['console'], summary: 'Add an item to the store\'s menu', description: 'Kept in the audit log; the storefront shows it at once.',
      security: staffCan('menu.edit'), params: StoreParams, body: ConsoleItemCreate, response: { 200: ConsoleItem, ...failures, 422: ErrorEnvelope },
    },
  }, async (request) => edit.create(await actorOf(request), request.params.storeId, request.body));

  app.put('/stores/:storeId/items/:id', {
    schema: {
      tags: ['console'], summary: 'Save an item: the version read and the fields changed', description: versioned,
      security: staffCan('menu.edit'), params: StoreItemParams, body: ConsoleItemUpdate, response: { 200: ConsoleItem, ...saveFailures },
    },
  }, async (request) => edit.update(await actorOf(request), request.params.storeId, request.params.id, request.body));

  app.put('/stores/:storeId/items/:id/stock', {
    schema: {
      tags: ['console'], summary: 'Set an item\'s stock from the list',
      description: `Not for food items nor items with variations (422). ${versioned}`,
      security: staffCan('stock.edit'), params: StoreItemParams, body: ConsoleStockChange, response: { 200: ConsoleItemRow, ...saveFailures },
    },
  }, async (request) => menu.setStock(await actorOf(request), request.params.storeId, request.params.id, request.body, request.ctx.lang));

  app.put('/stores/:storeId/items/:id/active', {
    schema: {
      tags: ['console'], summary: 'Switch an item on or off from the list (off: hidden from the storefront)', description: versioned,
      security: staffCan('menu.edit'), params: StoreItemParams, body: ConsoleActiveChange, response: { 200: ConsoleItemRow, ...saveFailures },
    },
  }, async (request) => menu.setActive(await actorOf(request), request.params.storeId, request.params.id, request.body, request.ctx.lang));

  app.post('/stores/:storeId/items/bulk', {
    schema: {
      tags: ['console'], summary: 'Update price, stock and discount of many items at once (a CSV file\'s rows): all or nothing',
      description: `At most ${MAX_BULK_ROWS} rows. Every row is checked (an item of this store, numbers in range, the version when given); `
        + 'any refused row answers 422 with the report of every refused row, and nothing changes. Each changed item gets its own audit entry.',
      security: staffCan('menu.edit'), params: StoreParams, body: ConsoleBulkUpdate,
      response: { 200: ConsoleBulkDone, ...failures, 422: ConsoleBulkRefused },
    },
  }, async (request) => app.services.catalogBulk.apply(await actorOf(request), request.params.storeId, request.body));

  await app.register(picturesRoute);
};
