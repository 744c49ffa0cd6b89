import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, SearchPage, SearchQuery, SuggestQuery, Suggestions } from '@storefront/contract';
import { sendSerialized, serializerOf } from '../../lib/serialized.js';
import { catalogView } from '../catalog/catalog.view.js';

const failures = { 400: ErrorEnvelope, 404: ErrorEnvelope };

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.search;

  app.get('/items/search', {
    schema: {
      tags: ['search'],
      summary: 'Full-text, typo-tolerant search of items (or stores with list_type=store), 12 a page',
      querystring: SearchQuery,
      response: {
        200: {
          ...SearchPage,
          headers: {
            'x-search-index': { type: 'string', enum: ['building', 'ready', 'off'], description: 'Whether this instance\'s in-memory item index answered (ready), is still being built while SQL answers (building), or is switched off (SEARCH_INDEX)' },
          },
        },
        ...failures,
      },
    },
  }, async (request, reply) => {
    // Whether this instance's item index answers yet (it builds in the background at start; SQL answers meanwhile).
    reply.header('x-search-index', service.index?.current ? 'ready' : service.index ? 'building' : 'off');
    const page = await service.search(catalogView(request, 'required'), request.query, serializerOf(reply));
    return Buffer.isBuffer(page) ? sendSerialized(reply, page) : page;
  });

  app.get('/stores/search', {
    schema: { tags: ['search'], summary: 'The same search, listing stores', querystring: SearchQuery, response: { 200: SearchPage, ...failures } },
  }, async (request, reply) => {
    const page = await service.search(catalogView(request, 'required'), { ...request.query, list_type: 'store' }, serializerOf(reply));
    return Buffer.isBuffer(page) ? sendSerialized(reply, page) : page;
  });

  app.get('/items/item-or-store-search', {
    schema: { tags: ['search'], summary: 'Suggestions while typing: item and store names', querystring: SuggestQuery, response: { 200: Suggestions, ...failures } },
  }, (request) => service.suggest(catalogView(request), request.query.name, request.query.limit));
};
