import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADDRESS_TEXTS, CustomerAddressDeleteQuery, CustomerAddressInput, CustomerAddressList, CustomerAddressParams, CustomerAddressSaved,
  ErrorEnvelope, Message, PageQuery,
} from '@storefront/contract';
import { fieldMessages } from '../../lib/field-messages.js';
import { customerOnly } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope };
const addressTexts = fieldMessages({
  address: ADDRESS_TEXTS.address,
  contact_person_name: ADDRESS_TEXTS.contact_person_name,
  contact_person_number: ADDRESS_TEXTS.contact_person_number,
});
const outsideZones = 'A point outside every zone answers 404 service_not_available, as config/get-zone-id does.';

export const addressesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.addresses;

  app.get('/customer/address/list', {
    schema: {
      tags: ['addresses'],
      summary: 'The customer\'s saved addresses, newest first (offset is a page number from 1)',
      security: customerOnly,
      querystring: PageQuery,
      response: { 200: CustomerAddressList, ...failures },
    },
  }, async (request) => service.list(await request.customer(), request.query));

  app.post('/customer/address/add', {
    schema: {
      tags: ['addresses'],
      summary: 'Save an address; its zones come from latitude and longitude',
      description: outsideZones,
      security: customerOnly,
      body: CustomerAddressInput,
      response: { 200: CustomerAddressSaved, 404: ErrorEnvelope, 422: ErrorEnvelope, ...failures },
    },
    schemaErrorFormatter: addressTexts,
  }, async (request) => ({ message: 'Address added successfully.', address: await service.add(await request.customer(), request.body) }));

  app.put('/customer/address/update/:id', {
    schema: {
      tags: ['addresses'],
      summary: 'Replace one of the customer\'s addresses',
      description: `Another customer's address answers 404 "Address not found". ${outsideZones}`,
      security: customerOnly,
      params: CustomerAddressParams,
      body: CustomerAddressInput,
      response: { 200: CustomerAddressSaved, 404: ErrorEnvelope, ...failures },
    },
    schemaErrorFormatter: addressTexts,
  }, async (request) => ({
    message: 'Address updated successfully.',
    address: await service.update(await request.customer(), request.params.id, request.body),
  }));

  app.delete('/customer/address/delete', {
    schema: {
      tags: ['addresses'],
      summary: 'Delete one of the customer\'s addresses',
      security: customerOnly,
      querystring: CustomerAddressDeleteQuery,
      response: { 200: Message, 404: ErrorEnvelope, ...failures },
    },
  }, async (request) => {
    await service.remove(await request.customer(), request.query.address_id);
    return { message: 'Address deleted successfully.' };
  });
};
