import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BasicCampaignDetails, BasicCampaignList, BasicCampaignQuery, ErrorEnvelope, FlashSaleItemPage, FlashSaleItemsQuery, FlashSalePage,
  ItemList, PageOnlyQuery,
} from '@storefront/contract';
import { catalogView } from '../catalog/catalog.view.js';

const failures = { 400: ErrorEnvelope, 404: ErrorEnvelope };

/** Basic and item campaigns, and flash sales: the time-limited offers of the home page. */
export const campaignsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.campaigns;

  app.get('/campaigns/basic', {
    schema: { tags: ['campaigns'], summary: 'Basic campaigns running today ("Just For You")', response: { 200: BasicCampaignList, ...failures } },
  }, (request) => service.basic(catalogView(request)));

  app.get('/campaigns/basic-campaign-details', {
    schema: { tags: ['campaigns'], summary: 'A running campaign with its stores', querystring: BasicCampaignQuery, response: { 200: BasicCampaignDetails, ...failures } },
  }, (request) => service.basicDetails(catalogView(request), request.query.basic_campaign_id));

  app.get('/campaigns/item', {
    schema: { tags: ['campaigns'], summary: 'Campaign items running today, at their campaign price', response: { 200: ItemList, ...failures } },
  }, (request) => service.items(catalogView(request)));

  app.get('/flash-sales', {
    schema: { tags: ['campaigns'], summary: 'Running flash sales (2 a page) with up to 15 products each', querystring: PageOnlyQuery, response: { 200: FlashSalePage, ...failures } },
  }, (request) => service.flashSales(catalogView(request), request.query));

  app.get('/flash-sales/items', {
    schema: { tags: ['campaigns'], summary: 'Products of a running flash sale, 15 a page', querystring: FlashSaleItemsQuery, response: { 200: FlashSaleItemPage, ...failures } },
  }, (request) => service.flashSaleItems(catalogView(request), request.query));
};
