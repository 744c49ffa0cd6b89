import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrandList, CategoriesItemsQuery, CategoriesQuery, CategoriesStoresQuery, Category, CategoryItemsQuery, CategoryList, CategoryStoresQuery, CommonConditionList, ConditionIdQuery, ErrorEnvelope,
  IdOrSlugParams, IdParams, ItemListQuery, ItemPage, StorePage, SubCategoryList,
} from '@storefront/contract';
import { getWithIdEitherWay } from '../../lib/id-either-way.js';
import { sendSerialized, serializerOf } from '../../lib/serialized.js';
import { catalogView } from '../catalog/catalog.view.js';
import { CATEGORY_TTL_MS, CONDITION_TTL_MS, FEATURED_TTL_MS } from './categories.service.js';

const failures = { 400: ErrorEnvelope, 404: ErrorEnvelope };
const cacheFor = (ms: number) => ({ config: { cacheSeconds: ms / 1000 } });

/** Categories, brands and common conditions: how the catalogue is sorted. */
export const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.categories;

  app.get('/categories', {
    schema: { tags: ['categories'], summary: 'Root categories with their sub-categories (5 min; featured only, 8 min)', querystring: CategoriesQuery, response: { 200: CategoryList, ...failures } },
    ...cacheFor(CATEGORY_TTL_MS),
  }, async (request, reply) => {
    // Featured categories live longer; the header follows the list asked for.
    if (request.query.featured === 1) reply.header('cache-control', `public, max-age=${FEATURED_TTL_MS / 1000}`);
    return service.list(catalogView(request), request.query);
  });

  app.get('/categories/:id', {
    schema: { tags: ['categories'], summary: 'One category by id or slug, with its sub-categories', params: IdOrSlugParams, response: { 200: Category, ...failures } },
    ...cacheFor(CATEGORY_TTL_MS),
  }, (request) => service.details(catalogView(request), request.params.id));

  app.get('/categories/childes/:id', {
    schema: { tags: ['categories'], summary: 'Sub-categories of a category', params: IdOrSlugParams, response: { 200: SubCategoryList, ...failures } },
    ...cacheFor(CATEGORY_TTL_MS),
  }, (request) => service.childes(catalogView(request), request.params.id));

  // Fixed paths: they win over the category id or slug of the routes below.
  app.get('/categories/items/list', {
    schema: { tags: ['categories'], summary: 'Items of several categories and their sub-categories, 20 a page', querystring: CategoriesItemsQuery, response: { 200: ItemPage, ...failures } },
  }, async (request, reply) => {
    const { category_ids: ids, ...query } = request.query;
    return sendSerialized(reply, await service.itemsOfMany(catalogView(request, 'required'), ids, query, serializerOf(reply)));
  });

  app.get('/categories/stores/list', {
    schema: { tags: ['categories'], summary: 'Stores selling items of several categories', querystring: CategoriesStoresQuery, response: { 200: StorePage, ...failures } },
  }, async (request, reply) => {
    const { category_ids: ids, ...query } = request.query;
    return sendSerialized(reply, await service.storesOfMany(catalogView(request, 'required'), ids, query, serializerOf(reply)));
  });

  getWithIdEitherWay(app, '/categories/items', 'id', {
    tags: ['categories'], summary: 'Items of a category and its sub-categories, 20 a page', querystring: CategoryItemsQuery, response: { 200: ItemPage, ...failures },
  }, (request, { id, ...query }) => service.items(catalogView(request, 'required'), id, query));

  getWithIdEitherWay(app, '/categories/stores', 'id', {
    tags: ['categories'], summary: 'Stores selling items of a category', querystring: CategoryStoresQuery, response: { 200: StorePage, ...failures },
  }, (request, { id, ...query }) => service.stores(catalogView(request, 'required'), id, query));

  app.get('/brand', {
    schema: { tags: ['categories'], summary: 'Brands with items in the zones (and module), by name', response: { 200: BrandList, ...failures } },
  }, (request) => service.brands(catalogView(request)));

  app.get('/brand/items/:id', {
    schema: { tags: ['categories'], summary: 'Items of a brand', params: IdParams, querystring: ItemListQuery, response: { 200: ItemPage, ...failures } },
  }, (request) => service.brandItems(catalogView(request, 'required'), request.params.id, request.query));

  app.get('/common-condition', {
    schema: { tags: ['categories'], summary: 'Common conditions (pharmacy), cached 480 000 ms', response: { 200: CommonConditionList, ...failures } },
    ...cacheFor(CONDITION_TTL_MS),
  }, (request) => service.conditions(catalogView(request)));

  getWithIdEitherWay(app, '/common-condition/items', 'condition_id', {
    tags: ['categories'], summary: 'Items for one common condition, 20 a page', querystring: ConditionIdQuery, response: { 200: ItemPage, ...failures },
  }, (request, query) => service.conditionItems(catalogView(request, 'required'), query));
};
