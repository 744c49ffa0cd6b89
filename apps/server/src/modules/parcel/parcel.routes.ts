import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, PageOnlyQuery, ParcelCategoryList, ParcelInstructionList } from '@storefront/contract';
import { catalogView } from '../catalog/catalog.view.js';

/** The lists a parcel's sender picks from; pricing and placing a parcel go through checkout. */
export const parcelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.parcel;

  app.get('/parcel-category', {
    schema: { tags: ['categories'], summary: 'Parcel categories with their charges', response: { 200: ParcelCategoryList, 400: ErrorEnvelope, 404: ErrorEnvelope } },
  }, (request) => service.categories(catalogView(request)));

  app.get('/customer/order/parcel-instructions', {
    schema: { tags: ['orders'], summary: 'Instructions a sender can give the courier', querystring: PageOnlyQuery, response: { 200: ParcelInstructionList, 400: ErrorEnvelope } },
  }, async (request) => service.instructions(request.query, request.ctx.lang));
};
