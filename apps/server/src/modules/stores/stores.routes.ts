import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorEnvelope, IdOrSlugParams, ItemPage, ReviewPage, Store, StoreIdQuery, StoreList, StoreListQuery, StorePage, StoresQuery,
  StoreTabParams, StoreTabQuery, type StoreTab,
} from '@storefront/contract';
import { getWithIdEitherWay } from '../../lib/id-either-way.js';
import { sendSerialized, serializerOf } from '../../lib/serialized.js';
import { catalogView, detailsView } from '../catalog/catalog.view.js';
import { customerOnly } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 404: ErrorEnvelope };
const LISTS: readonly (readonly [path: string, tab: StoreTab, summary: string])[] = [
  ['popular', 'popular', 'Stores with the most reviews'],
  ['latest', 'latest', 'Newest stores'],
  ['top-rated', 'top_rated', 'Best rated stores'],
  ['discounted', 'discounted', 'Stores with a store-wide discount running'],
];

export const storesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.stores;

  for (const [path, tab, summary] of LISTS) {
    app.get(`/stores/${path}`, {
      schema: { tags: ['stores'], summary, querystring: StoreListQuery, response: { 200: StorePage, ...failures } },
    }, async (request, reply) => sendSerialized(reply, await service.list(tab, catalogView(request, 'required'), request.query, serializerOf(reply))));
  }

  app.get('/stores/get-stores/:type', {
    schema: { tags: ['stores'], summary: 'The store tabs: all, newly joined, popular, top rated (and discounted, delivery, take away)', params: StoreTabParams, querystring: StoreTabQuery, response: { 200: StorePage, ...failures } },
  }, async (request, reply) => sendSerialized(reply, await service.list(request.params.type, catalogView(request, 'required'), request.query, serializerOf(reply))));

  app.get('/stores', {
    schema: { tags: ['stores'], summary: 'Stores of a tab given as `type`', querystring: StoresQuery, response: { 200: StorePage, ...failures } },
  }, async (request, reply) => {
    const { type, ...rest } = request.query;
    return sendSerialized(reply, await service.list(type ?? 'all', catalogView(request, 'required'), rest, serializerOf(reply)));
  });

  app.get('/stores/details/:id', {
    schema: {
      tags: ['stores'], summary: 'One store by id or slug, with its categories',
      description: 'Without the zoneId header (a shared link opened cold) the store\'s own zone decides, and distance and delivery_time are left out.',
      params: IdOrSlugParams, response: { 200: Store, ...failures },
    },
  }, async (request) => service.details(await detailsView(request, () => service.zoneOf(request.params.id)), request.params.id));

  getWithIdEitherWay(app, '/stores/popular-items', 'store_id', {
    tags: ['stores'], summary: 'A store\'s best-selling items', querystring: StoreIdQuery, response: { 200: ItemPage, ...failures },
  }, (request, query) => service.popularItems(catalogView(request), query));

  app.get('/stores/reviews', {
    schema: { tags: ['stores'], summary: 'Reviews of a store\'s items, newest first', querystring: StoreIdQuery, response: { 200: ReviewPage, ...failures } },
  }, (request) => service.reviews(catalogView(request), request.query));

  app.get('/customer/visit-again', {
    schema: {
      tags: ['stores'], summary: 'Stores the signed-in customer visited lately', security: customerOnly,
      response: { 200: StoreList, 400: ErrorEnvelope, 401: ErrorEnvelope },
    },
  }, async (request) => {
    const customer = await request.customer();
    return service.visitAgain(catalogView(request), customer.id);
  });
};
