import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleStoreCreate, ConsoleStorePage, ConsoleStoreProfile, ConsoleStoreProfileConflict, ConsoleStoreProfileUpdate, ConsoleStoreQuery, ErrorEnvelope, StoreParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const RULES = 'The module must sell from stores (not parcel), the zone must exist and the place on the map lie inside it (400 with the field). '
  + 'One transaction with its audit entry; every storefront shows the change at once.';

/** /api/v1/console/stores and /stores/:storeId/profile: the business's stores, for those who hold stores.manage. */
export const storesManageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.storesManage;

  app.get('/stores', {
    schema: {
      tags: ['console'], summary: 'Every store, newest first, by module, zone, listed or suspended and part of its name, address, phone or email',
      security: staffCan('stores.manage'), querystring: ConsoleStoreQuery, response: { 200: ConsoleStorePage, ...failures },
    },
  }, async (request) => service.page(request.query));

  app.post('/stores', {
    schema: {
      tags: ['console'], summary: 'A new store, listed at once and open all week until its staff set its hours',
      description: `With an owner named, their account (new, or the one using the email) becomes the store's owner and is mailed an invitation: a new account a link to choose its password, good for 7 days. ${RULES}`,
      security: staffCan('stores.manage'), body: ConsoleStoreCreate, response: { 200: ConsoleStoreProfile, ...failures },
    },
  }, async (request) => service.create(await actorOf(request), request.body, request.log));

  app.get('/stores/:storeId/profile', {
    schema: { tags: ['console'], summary: 'A store\'s profile: names in every language, place, contact, commission, listed or suspended', security: staffCan('stores.manage'), params: StoreParams, response: { 200: ConsoleStoreProfile, ...failures } },
  }, async (request) => service.one(request.params.storeId));

  app.put('/stores/:storeId/profile', {
    schema: {
      tags: ['console'], summary: 'Change a store\'s names, place, contact or commission; suspend it (listed: false) or list it again',
      description: `Fields left out stay. A suspended store and its items leave every storefront call. A version older than the store's answers 409 with the store as it is and the fields changed since. ${RULES}`,
      security: staffCan('stores.manage'), params: StoreParams, body: ConsoleStoreProfileUpdate, response: { 200: ConsoleStoreProfile, ...failures, 409: ConsoleStoreProfileConflict },
    },
  }, async (request) => service.update(await actorOf(request), request.params.storeId, request.body));
};
