import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CampaignChoiceQuery, CampaignItemChoices, CampaignParams, CampaignStoreChoices, ConsoleBasicCampaign, ConsoleBasicCampaignConflict, ConsoleBasicCampaignCreate,
  ConsoleBasicCampaignImage, ConsoleBasicCampaignPage, ConsoleBasicCampaignUpdate, ConsoleCampaignQuery, ConsoleFlashSale, ConsoleFlashSaleConflict,
  ConsoleFlashSaleCreate, ConsoleFlashSaleLineRemove, ConsoleFlashSaleLineSave, ConsoleFlashSalePage, ConsoleFlashSaleUpdate, ConsoleItemCampaign,
  ConsoleItemCampaignConflict, ConsoleItemCampaignCreate, ConsoleItemCampaignPage, ConsoleItemCampaignUpdate, ErrorEnvelope, FlashSaleLineParams, FlashSaleParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { registerImageUploads } from '../../lib/uploads.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const SAVED = 'One transaction with its audit entry; the storefront\'s caches on every instance start afresh, so its lists, item cards and checkout follow at once. '
  + 'Titles answer the visitor\'s language, English where untranslated.';
const STALE = 'Fields left out stay. A version older than the row\'s answers 409 with the row as it is and the fields changed since.';
const LIST = 'Newest first, by module, part of the title in any language, and state now (off, scheduled, running, expired on the business calendar)';
const view = staffCan('promotions.view');
const edit = staffCan('promotions.edit');

/** /api/v1/console/campaigns and /flash-sales: the time-limited offers' editors, for those who hold promotions.view and promotions.edit. */
export const campaignsConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const basic = app.services.basicCampaignsConsole;
  const items = app.services.itemCampaignsConsole;
  const sales = app.services.flashSalesConsole;
  await registerImageUploads(app, 1);
  const basicRules = `A campaign's stores are of its module; the last day is not before the first (400 with the field). ${SAVED}`;
  const itemRules = `The campaign price is at most the item's; a percent discount is at most 100, an amount at most the campaign price; store, zone and module are the item's store's. ${SAVED}`;
  const saleRules = `The end comes after the start; no item is on two sales that are on at overlapping times (400 with the field). ${SAVED}`;

  app.get('/campaigns/basic', { schema: { tags: ['console'], summary: `Basic campaigns: ${LIST}`, security: view, querystring: ConsoleCampaignQuery, response: { 200: ConsoleBasicCampaignPage, ...failures } } },
    async (request) => basic.page(request.query));
  app.get('/campaigns/basic/:campaignId', { schema: { tags: ['console'], summary: 'One basic campaign with its texts in every language and its stores', security: view, params: CampaignParams, response: { 200: ConsoleBasicCampaign, ...failures } } },
    async (request) => basic.one(request.params.campaignId));
  app.post('/campaigns/basic', { schema: { tags: ['console'], summary: 'A new basic campaign', description: basicRules, security: edit, body: ConsoleBasicCampaignCreate, response: { 200: ConsoleBasicCampaign, ...failures } } },
    async (request) => basic.create(await actorOf(request), request.body));
  app.put('/campaigns/basic/:campaignId', {
    schema: {
      tags: ['console'], summary: 'Change a basic campaign: texts, module, days, times, stores, on or off', description: `${STALE} ${basicRules}`,
      security: edit, params: CampaignParams, body: ConsoleBasicCampaignUpdate, response: { 200: ConsoleBasicCampaign, ...failures, 409: ConsoleBasicCampaignConflict },
    },
  }, async (request) => basic.update(await actorOf(request), request.params.campaignId, request.body));
  app.put('/campaigns/basic/:campaignId/image', {
    schema: {
      tags: ['console'], summary: 'A new picture for the campaign (multipart/form-data)',
      description: `JPG, PNG or GIF by content, at most 2 MB (413); other content answers 415. Kept re-encoded as WebP. A version older than the campaign's answers 409. ${SAVED}`,
      consumes: ['multipart/form-data'], security: edit, params: CampaignParams, body: ConsoleBasicCampaignImage,
      response: { 200: ConsoleBasicCampaign, ...failures, 409: ConsoleBasicCampaignConflict, 413: ErrorEnvelope, 415: ErrorEnvelope },
    },
  }, async (request) => basic.image(await actorOf(request), request.params.campaignId, request.body));
  app.get('/campaigns/choices/stores', { schema: { tags: ['console'], summary: 'A module\'s stores by part of their name, for a campaign', security: view, querystring: CampaignChoiceQuery, response: { 200: CampaignStoreChoices, ...failures } } },
    async (request) => basic.stores(request.query));
  app.get('/campaigns/choices/items', { schema: { tags: ['console'], summary: 'A module\'s items by part of their name, with their price and store', security: view, querystring: CampaignChoiceQuery, response: { 200: CampaignItemChoices, ...failures } } },
    async (request) => items.items(request.query));

  app.get('/campaigns/items', { schema: { tags: ['console'], summary: `Item campaigns: ${LIST}`, security: view, querystring: ConsoleCampaignQuery, response: { 200: ConsoleItemCampaignPage, ...failures } } },
    async (request) => items.page(request.query));
  app.get('/campaigns/items/:campaignId', { schema: { tags: ['console'], summary: 'One item campaign', security: view, params: CampaignParams, response: { 200: ConsoleItemCampaign, ...failures } } },
    async (request) => items.one(request.params.campaignId));
  app.post('/campaigns/items', { schema: { tags: ['console'], summary: 'A new item campaign', description: itemRules, security: edit, body: ConsoleItemCampaignCreate, response: { 200: ConsoleItemCampaign, ...failures } } },
    async (request) => items.create(await actorOf(request), request.body));
  app.put('/campaigns/items/:campaignId', {
    schema: {
      tags: ['console'], summary: 'Change an item campaign: title, item, price, discount, days, times, on or off', description: `${STALE} ${itemRules}`,
      security: edit, params: CampaignParams, body: ConsoleItemCampaignUpdate, response: { 200: ConsoleItemCampaign, ...failures, 409: ConsoleItemCampaignConflict },
    },
  }, async (request) => items.update(await actorOf(request), request.params.campaignId, request.body));

  app.get('/flash-sales', { schema: { tags: ['console'], summary: `Flash sales with their items: ${LIST}`, security: view, querystring: ConsoleCampaignQuery, response: { 200: ConsoleFlashSalePage, ...failures } } },
    async (request) => sales.page(request.query));
  app.get('/flash-sales/:flashSaleId', { schema: { tags: ['console'], summary: 'One flash sale with its items', security: view, params: FlashSaleParams, response: { 200: ConsoleFlashSale, ...failures } } },
    async (request) => sales.one(request.params.flashSaleId));
  app.post('/flash-sales', { schema: { tags: ['console'], summary: 'A new flash sale (its items added after)', description: saleRules, security: edit, body: ConsoleFlashSaleCreate, response: { 200: ConsoleFlashSale, ...failures } } },
    async (request) => sales.create(await actorOf(request), request.body));
  app.put('/flash-sales/:flashSaleId', {
    schema: {
      tags: ['console'], summary: 'Change a flash sale: title, module, start, end, on or off', description: `${STALE} ${saleRules}`,
      security: edit, params: FlashSaleParams, body: ConsoleFlashSaleUpdate, response: { 200: ConsoleFlashSale, ...failures, 409: ConsoleFlashSaleConflict },
    },
  }, async (request) => sales.update(await actorOf(request), request.params.flashSaleId, request.body));
  app.put('/flash-sales/:flashSaleId/items/:itemId', {
    schema: {
      tags: ['console'], summary: 'Add an item to the sale, or change its line: discount (the flash price follows), stock, on or off',
      description: `Names the sale's version (409 when older). The item is of the sale's module; the stock is not below what was sold. ${saleRules}`,
      security: edit, params: FlashSaleLineParams, body: ConsoleFlashSaleLineSave, response: { 200: ConsoleFlashSale, ...failures, 409: ConsoleFlashSaleConflict },
    },
  }, async (request) => sales.lineSave(await actorOf(request), request.params.flashSaleId, request.params.itemId, request.body));
  app.delete('/flash-sales/:flashSaleId/items/:itemId', {
    schema: {
      tags: ['console'], summary: 'Take an item out of the sale', description: `Names the sale's version (409 when older). A line something was sold from stays: switch it off instead (400). ${SAVED}`,
      security: edit, params: FlashSaleLineParams, querystring: ConsoleFlashSaleLineRemove, response: { 200: ConsoleFlashSale, ...failures, 409: ConsoleFlashSaleConflict },
    },
  }, async (request) => sales.saveLine(await actorOf(request), request.params.flashSaleId, request.params.itemId, request.query.version, null));
};
