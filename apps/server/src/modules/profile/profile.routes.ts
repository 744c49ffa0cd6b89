import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Customer, CustomerFirebaseToken, CustomerProfileUpdated, CustomerUpdateInterest, CustomerUpdateProfile, ErrorEnvelope, Message,
  PROFILE_TEXTS,
} from '@storefront/contract';
import { registerImageUploads } from '../../lib/uploads.js';
import { fieldMessages } from '../../lib/field-messages.js';
import { customerOnly } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope };

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.profile;

  await registerImageUploads(app, 1);

  app.get('/customer/info', {
    schema: { tags: ['customer'], summary: 'The signed-in customer', security: customerOnly, response: { 200: Customer, ...failures } },
  }, async (request) => service.info(await request.customer()));

  app.post('/customer/update-profile', {
    schema: {
      tags: ['customer'],
      summary: 'Change names, email, photo or password (multipart/form-data)',
      description: 'image: JPG, PNG or GIF by content, at most 2 MB (413), stored as a 512×512 WebP; other content answers 415. '
        + 'password with confirm_password only when filled; refused (422) for Google accounts. '
        + 'A different phone answers 422 "Phone number can not be changed."; nothing changed answers 422 "No changes found to update."',
      consumes: ['multipart/form-data'],
      security: customerOnly,
      body: CustomerUpdateProfile,
      response: { 200: CustomerProfileUpdated, 409: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope, 422: ErrorEnvelope, ...failures },
    },
    schemaErrorFormatter: fieldMessages({
      f_name: PROFILE_TEXTS.f_name_required,
      l_name: PROFILE_TEXTS.l_name_required,
      email: PROFILE_TEXTS.email_required,
    }),
  }, async (request) => service.updateProfile(await request.customer(), request.body));

  app.post('/customer/update-interest', {
    schema: {
      tags: ['customer'],
      summary: 'Replace the categories the customer is interested in (JSON, or multipart/form-data)',
      description: 'As multipart/form-data, one interest field per category id.',
      consumes: ['application/json', 'multipart/form-data'],
      security: customerOnly,
      body: CustomerUpdateInterest,
      response: { 200: Message, ...failures },
    },
  }, async (request) => {
    await service.updateInterest(await request.customer(), request.body.interest);
    return { message: 'Interests updated successfully.' };
  });

  app.route({
    method: ['POST', 'PUT'],
    url: '/customer/cm-firebase-token',
    schema: {
      tags: ['customer'],
      summary: 'Store the device\'s push token (POST with _method=put, or PUT; JSON or multipart/form-data)',
      consumes: ['application/json', 'multipart/form-data'],
      security: customerOnly,
      body: CustomerFirebaseToken,
      response: { 200: Message, ...failures },
    },
    handler: async (request) => {
      await service.setPushToken(await request.customer(), request.body.cm_firebase_token);
      return { message: 'Push token updated successfully.' };
    },
  });

  app.delete('/customer/remove-account', {
    schema: { tags: ['customer'], summary: 'Delete the account: personal data cleared, tokens revoked', security: customerOnly, response: { 200: Message, ...failures } },
  }, async (request) => {
    await service.removeAccount(await request.customer());
    return { message: PROFILE_TEXTS.deleted };
  });
};
