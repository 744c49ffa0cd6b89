import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConditionItemsQuery, ErrorEnvelope, IdOrSlugParams, IdParams, ItemDetails, ItemList, ItemListQuery, ItemPage, NewArrivalPage, PageOnlyQuery,
  RelatedStoreItemsQuery, ReviewPage,
} from '@storefront/contract';
import { getWithIdEitherWay } from '../../lib/id-either-way.js';
import { sendSerialized, serializerOf } from '../../lib/serialized.js';
import { catalogView, detailsView } from '../catalog/catalog.view.js';
import { ITEM_LISTS, ITEM_PAGE_SIZES, POPULAR_TTL_MS, type ItemListName } from './items.service.js';
import { customerOnly } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 404: ErrorEnvelope };
const SUMMARIES: Record<ItemListName, string> = {
  popular: 'Best-selling items of the zones and module (cached 5 minutes)',
  latest: 'Newest items; of one store or category when asked',
  'most-reviewed': 'Items with the most reviews',
  'new-arrival': 'Newest items, by category for the new-arrivals tabs',
  discounted: 'Items selling below their base price now (own, store or flash discount)',
  recommended: 'Items their stores recommend',
};

export const itemsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.items;

  for (const name of Object.keys(ITEM_LISTS) as ItemListName[]) {
    app.get(`/items/${name}`, {
      schema: { tags: ['items'], summary: SUMMARIES[name], querystring: ItemListQuery, response: { 200: name === 'new-arrival' ? NewArrivalPage : ItemPage, ...failures } },
      ...(name === 'popular' ? { config: { cacheSeconds: POPULAR_TTL_MS / 1000 } } : {}),
    }, async (request, reply) => sendSerialized(reply, await service.list(name, catalogView(request, 'required'), request.query, serializerOf(reply))));
  }

  app.get('/items/details/:id', {
    schema: {
      tags: ['items'], summary: 'One item by id or slug, with the card of its store',
      description: 'Without the zoneId header (a shared link opened cold) the item\'s own zone decides, and the store card leaves out distance and delivery_time.',
      params: IdOrSlugParams, response: { 200: ItemDetails, ...failures },
    },
  }, async (request) => service.details(await detailsView(request, () => service.zoneOf(request.params.id)), request.params.id));

  app.get('/items/related-items/:id', {
    schema: { tags: ['items'], summary: 'Items of the same category', params: IdParams, querystring: PageOnlyQuery, response: { 200: ItemList, ...failures } },
  }, (request) => service.related(catalogView(request), request.params.id, request.query));

  getWithIdEitherWay(app, '/items/related-store-items', 'item_id', {
    tags: ['items'], summary: 'Other items of the same store', querystring: RelatedStoreItemsQuery, response: { 200: ItemList, ...failures },
  }, (request, query) => service.relatedStoreItems(catalogView(request), query));

  app.get('/items/reviews/:id', {
    schema: { tags: ['items'], summary: 'Reviews of an item, newest first', params: IdParams, querystring: PageOnlyQuery, response: { 200: ReviewPage, ...failures } },
  }, (request) => service.reviews(catalogView(request), request.params.id, request.query));

  app.get('/customer/suggested-items', {
    schema: {
      tags: ['items'], summary: 'Items for the signed-in customer: of their interests and past orders, else popular ones',
      description: `At most ${ITEM_PAGE_SIZES.suggested}, of the zoneId and moduleId headers (both required), in stock and of stores open now, best sellers first.`,
      security: customerOnly, response: { 200: ItemList, 400: ErrorEnvelope, 401: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const customer = await request.customer();
    return sendSerialized(reply, await service.suggested(catalogView(request, 'required'), customer.user, serializerOf(reply)));
  });

  app.get('/items/common-conditions', {
    schema: { tags: ['items'], summary: 'Items for common conditions (pharmacy), of one condition when given', querystring: ConditionItemsQuery, response: { 200: ItemPage, ...failures } },
  }, (request) => service.conditionItems(catalogView(request, 'required'), request.query));
};
