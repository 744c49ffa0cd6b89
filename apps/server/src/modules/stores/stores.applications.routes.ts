import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleStoreApplication, ConsoleStoreApplicationApprove, ConsoleStoreApplicationConflict, ConsoleStoreApplicationPage, ConsoleStoreApplicationQuery,
  ConsoleStoreApplicationReject, ErrorEnvelope, MAX_APPLICATION_DOCUMENT_BYTES, MAX_APPLICATION_DOCUMENTS, StoreApplicationCreate,
  StoreApplicationDocumentParams, StoreApplicationParams, StoreApplicationReceived,
} from '@storefront/contract';
import { Type } from 'typebox';
import { AppError } from '../../lib/errors.js';
import { fieldMessages } from '../../lib/field-messages.js';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { registerUploads, uploadedFiles } from '../../lib/uploads.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const DECIDED = 'Named by the version read: an older one, or an application already decided, answers 409 with the application as it is (current). One transaction with its audit entry.';
const documentRefusal = (status: 'payload_too_large' | 'validation_error', message: string) => () => new AppError(status, message, [{ code: 'documents', message }]);

/** POST /api/v1/store-applications: anyone's application to open a store, with its documents. */
export const storeApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerUploads(app, {
    maxFiles: MAX_APPLICATION_DOCUMENTS, maxBytes: MAX_APPLICATION_DOCUMENT_BYTES,
    tooLarge: documentRefusal('payload_too_large', 'Each document must be at most 5 MB.'),
    tooMany: documentRefusal('validation_error', `Add at most ${MAX_APPLICATION_DOCUMENTS} documents.`),
  });
  app.post('/store-applications', {
    schema: {
      tags: ['stores'], summary: 'Apply to open a store (multipart/form-data, no account needed)',
      description: `The module must sell from stores (not parcel) and the place lie inside the zone (400 with the field). Documents: 1 to ${MAX_APPLICATION_DOCUMENTS} PDF, JPEG or PNG files `
        + '(by content), at most 5 MB each (413 beyond), kept privately for staff. Counted per address as sign-ups are (429 beyond). '
        + 'Once kept, the applicant is mailed its receipt in the request\'s language (X-localization).',
      consumes: ['multipart/form-data'], body: StoreApplicationCreate,
      response: { 200: StoreApplicationReceived, 400: ErrorEnvelope, 413: ErrorEnvelope, 429: ErrorEnvelope },
    },
    schemaErrorFormatter: fieldMessages({
      name: 'Enter the store\'s name.', address: 'Enter the store\'s address.', f_name: 'Enter your first name.', email: 'Enter your email address.',
      phone: 'Enter your phone number.', module_id: 'Choose what the store sells.', zone_id: 'Choose the store\'s zone.', latitude: 'Place the store on the map.',
      longitude: 'Place the store on the map.',
    }),
  }, async (request) => app.services.storeApplications.apply(
    request.body, uploadedFiles(request.body.documents, request.body['documents[]']), request.ip, request.ctx.lang, request.log,
  ));
};

/** /api/v1/console/store-applications: the applications to open a store, for those who hold stores.manage. */
export const storeApplicationsConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.storeApplications;

  app.get('/store-applications', {
    schema: {
      tags: ['console'], summary: 'Applications to open a store: pending ones first, then newest; by state and part of a name, email or phone',
      security: staffCan('stores.manage'), querystring: ConsoleStoreApplicationQuery, response: { 200: ConsoleStoreApplicationPage, ...failures },
    },
  }, async (request) => service.page(request.query));

  app.get('/store-applications/:applicationId', {
    schema: { tags: ['console'], summary: 'One application with its documents', security: staffCan('stores.manage'), params: StoreApplicationParams, response: { 200: ConsoleStoreApplication, ...failures } },
  }, async (request) => service.one(request.params.applicationId));

  app.get('/store-applications/:applicationId/documents/:position', {
    schema: {
      tags: ['console'], summary: 'Download one of an application\'s documents (PDF, JPEG or PNG)', security: staffCan('stores.manage'), params: StoreApplicationDocumentParams,
      response: { 200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'The document as it was sent' }), ...failures },
    },
  }, async (request, reply) => {
    const { file, type, name } = await service.document(request.params);
    return reply.type(type).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(fs.createReadStream(file));
  });

  app.post('/store-applications/:applicationId/approve', {
    schema: {
      tags: ['console'], summary: 'Approve: the store is made (listed, open all week) and the applicant invited by mail as its owner',
      description: `The store is made as the stores' own create does, with the application's names, module, zone, place and contact. ${DECIDED}`,
      security: staffCan('stores.manage'), params: StoreApplicationParams, body: ConsoleStoreApplicationApprove, response: { 200: ConsoleStoreApplication, ...failures, 409: ConsoleStoreApplicationConflict },
    },
  }, async (request) => service.approve(await actorOf(request), request.params.applicationId, request.body, request.log));

  app.post('/store-applications/:applicationId/reject', {
    schema: {
      tags: ['console'], summary: 'Reject, with the reason mailed to the applicant',
      description: DECIDED, security: staffCan('stores.manage'), params: StoreApplicationParams, body: ConsoleStoreApplicationReject,
      response: { 200: ConsoleStoreApplication, ...failures, 409: ConsoleStoreApplicationConflict },
    },
  }, async (request) => service.reject(await actorOf(request), request.params.applicationId, request.body, request.log));
};
