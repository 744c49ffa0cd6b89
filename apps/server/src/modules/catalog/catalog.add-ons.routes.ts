import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleAddOn, ConsoleAddOnConflict, ConsoleAddOnCreate, ConsoleAddOnList, ConsoleAddOnRemoved, ConsoleAddOnUpdate, ErrorEnvelope, MAX_ADD_ON_NAME,
  StoreAddOnParams, StoreParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const checked = `The English name is required, each name at most ${MAX_ADD_ON_NAME} characters; the price at least 0, at most an item's highest, `
  + 'in hundredths (400 naming the field). Kept in the audit log; the storefront shows the change at once.';

/** /api/v1/console/stores/:storeId/add-ons: the store panel's add-ons (extras its items may offer). */
export const catalogAddOnsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const addOns = app.services.catalogAddOns;

  app.get('/stores/:storeId/add-ons', {
    schema: {
      tags: ['console'], summary: 'The store\'s add-ons, oldest first, with their names in every language and how many items offer each',
      security: staffCan('menu.view'), params: StoreParams, response: { 200: ConsoleAddOnList, ...failures },
    },
  }, async (request) => addOns.list(request.params.storeId));

  app.post('/stores/:storeId/add-ons', {
    schema: {
      tags: ['console'], summary: 'Add an add-on to the store', description: checked,
      security: staffCan('menu.edit'), params: StoreParams, body: ConsoleAddOnCreate, response: { 200: ConsoleAddOn, ...failures },
    },
  }, async (request) => addOns.create(await actorOf(request), request.params.storeId, request.body));

  app.put('/stores/:storeId/add-ons/:id', {
    schema: {
      tags: ['console'], summary: 'Save an add-on: the version read and the fields changed (names, price, on or off)',
      description: `${checked} The body names the version the editor read: an older one answers 409 with the add-on now (\`current\`) `
        + 'and the fields saved since (`changed`). Switched off, it is no longer offered with any item.',
      security: staffCan('menu.edit'), params: StoreAddOnParams, body: ConsoleAddOnUpdate, response: { 200: ConsoleAddOn, ...failures, 409: ConsoleAddOnConflict },
    },
  }, async (request) => addOns.update(await actorOf(request), request.params.storeId, request.params.id, request.body));

  app.delete('/stores/:storeId/add-ons/:id', {
    schema: {
      tags: ['console'], summary: 'Remove an add-on: it is taken from every item that offered it, in the same change',
      description: 'Orders already placed keep the add-on as it was bought. Kept in the audit log; the storefront shows the change at once.',
      security: staffCan('menu.edit'), params: StoreAddOnParams, response: { 200: ConsoleAddOnRemoved, ...failures },
    },
  }, async (request) => addOns.remove(await actorOf(request), request.params.storeId, request.params.id));
};
