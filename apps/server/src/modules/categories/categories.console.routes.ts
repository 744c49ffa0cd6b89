import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrandParams, CategoryParams, ConsoleBrand, ConsoleBrandConflict, ConsoleBrandCreate, ConsoleBrandPage, ConsoleBrandQuery, ConsoleBrandUpdate, ConsoleCatalogueImage,
  ConsoleCategory, ConsoleCategoryConflict, ConsoleCategoryCreate, ConsoleCategoryPage, ConsoleCategoryQuery, ConsoleCategoryUpdate, ErrorEnvelope,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { registerImageUploads } from '../../lib/uploads.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const uploads = { 413: ErrorEnvelope, 415: ErrorEnvelope };
const SAVED = 'One transaction with its audit entry; every storefront shows the change at once, in the visitor\'s language (English where a name is not translated).';
const STALE = 'A version older than the row\'s answers 409 with the row as it is and the fields changed since.';
const PICTURE = 'JPG, PNG or GIF by content, at most 2 MB (413); other content answers 415. Kept re-encoded as WebP without metadata.';

/** /api/v1/console/categories and /brands: the catalogue's shared lists, for those who hold catalogue.view and catalogue.edit. */
export const categoriesConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const categories = app.services.categoriesConsole;
  const brands = app.services.brandsConsole;

  await registerImageUploads(app, 1);

  app.get('/categories', {
    schema: {
      tags: ['console'], summary: 'A module\'s categories, by priority then id, with their item counts', security: staffCan('catalogue.view'),
      querystring: ConsoleCategoryQuery, response: { 200: ConsoleCategoryPage, ...failures },
    },
  }, async (request) => categories.page(request.query));

  app.get('/categories/:categoryId', {
    schema: { tags: ['console'], summary: 'One category with its name in every language', security: staffCan('catalogue.view'), params: CategoryParams, response: { 200: ConsoleCategory, ...failures } },
  }, async (request) => categories.one(request.params.categoryId));

  app.post('/categories', {
    schema: {
      tags: ['console'], summary: 'A new category, at the top of its module or under one of its top-level categories',
      description: `Its slug is made from the English name (-2, -3… when taken). A parent of another module, or itself a sub-category, answers 400. ${SAVED}`,
      security: staffCan('catalogue.edit'), body: ConsoleCategoryCreate, response: { 200: ConsoleCategory, ...failures },
    },
  }, async (request) => categories.create(await actorOf(request), request.body));

  app.put('/categories/:categoryId', {
    schema: {
      tags: ['console'], summary: 'Change a category: its names, module, parent, featured, priority, on or off',
      description: `Fields left out stay. A category with sub-categories cannot become one, nor change module. Off hides it and its sub-categories from the storefront. ${STALE} ${SAVED}`,
      security: staffCan('catalogue.edit'), params: CategoryParams, body: ConsoleCategoryUpdate, response: { 200: ConsoleCategory, ...failures, 409: ConsoleCategoryConflict },
    },
  }, async (request) => categories.update(await actorOf(request), request.params.categoryId, request.body));

  app.put('/categories/:categoryId/image', {
    schema: {
      tags: ['console'], summary: 'A new picture for the category (multipart/form-data)', description: `${PICTURE} ${STALE} ${SAVED}`,
      consumes: ['multipart/form-data'], security: staffCan('catalogue.edit'), params: CategoryParams, body: ConsoleCatalogueImage,
      response: { 200: ConsoleCategory, ...failures, 409: ConsoleCategoryConflict, ...uploads },
    },
  }, async (request) => categories.image(await actorOf(request), request.params.categoryId, request.body));

  app.get('/brands', {
    schema: { tags: ['console'], summary: 'A module\'s brands, by name, with their item counts', security: staffCan('catalogue.view'), querystring: ConsoleBrandQuery, response: { 200: ConsoleBrandPage, ...failures } },
  }, async (request) => brands.page(request.query));

  app.get('/brands/:brandId', {
    schema: { tags: ['console'], summary: 'One brand with its name in every language', security: staffCan('catalogue.view'), params: BrandParams, response: { 200: ConsoleBrand, ...failures } },
  }, async (request) => brands.one(request.params.brandId));

  app.post('/brands', {
    schema: {
      tags: ['console'], summary: 'A new brand', description: `Its slug is made from the English name (-2, -3… when taken). ${SAVED}`,
      security: staffCan('catalogue.edit'), body: ConsoleBrandCreate, response: { 200: ConsoleBrand, ...failures },
    },
  }, async (request) => brands.create(await actorOf(request), request.body));

  app.put('/brands/:brandId', {
    schema: {
      tags: ['console'], summary: 'Change a brand: its names, module, on or off', description: `Fields left out stay. ${STALE} ${SAVED}`,
      security: staffCan('catalogue.edit'), params: BrandParams, body: ConsoleBrandUpdate, response: { 200: ConsoleBrand, ...failures, 409: ConsoleBrandConflict },
    },
  }, async (request) => brands.update(await actorOf(request), request.params.brandId, request.body));

  app.put('/brands/:brandId/image', {
    schema: {
      tags: ['console'], summary: 'A new picture for the brand (multipart/form-data)', description: `${PICTURE} ${STALE} ${SAVED}`,
      consumes: ['multipart/form-data'], security: staffCan('catalogue.edit'), params: BrandParams, body: ConsoleCatalogueImage,
      response: { 200: ConsoleBrand, ...failures, 409: ConsoleBrandConflict, ...uploads },
    },
  }, async (request) => brands.image(await actorOf(request), request.params.brandId, request.body));
};
