import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleStoreImages, ConsoleStoreOpen, ConsoleStoreSchedule, ConsoleStoreUpdate, ErrorEnvelope, StoreParams, StoreSettings, StoreSettingsConflict,
} from '@storefront/contract';
import { staffCan } from '../../lib/route-security.js';
import { registerImageUploads } from '../../lib/uploads.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const saveFailures = { ...failures, 409: StoreSettingsConflict, 422: ErrorEnvelope };
const SAVED = 'One transaction: the version goes up and the change is kept in the audit log; the storefront shows it at once. '
  + 'A version older than the store\'s answers 409 with the store as it is (current) and the fields changed since (changed).';

/** /api/v1/console/stores/:storeId: the store panel's settings page. */
export const storesConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.storesConsole;
  const actor = async (request: { operator(): Promise<{ id: number }>; ip: string }) => ({ operatorId: (await request.operator()).id, ip: request.ip });

  await registerImageUploads(app, 2);

  app.get('/stores/:storeId', {
    schema: {
      tags: ['console'], summary: 'The store\'s settings: order rules, weekly hours, the "open now" switch and pictures',
      security: staffCan('store.view'), params: StoreParams, response: { 200: StoreSettings, ...failures },
    },
  }, async (request) => service.settings(request.params.storeId));

  app.put('/stores/:storeId', {
    schema: {
      tags: ['console'], summary: 'Change the minimum order, delivery time, delivery, take-away or scheduled orders',
      description: `Fields left out stay as they are. The shortest delivery time must not pass the longest (400); a store keeps delivery or take-away (422). ${SAVED}`,
      security: staffCan('store.edit'), params: StoreParams, body: ConsoleStoreUpdate, response: { 200: StoreSettings, ...saveFailures },
    },
  }, async (request) => service.update(await actor(request), request.params.storeId, request.body));

  app.put('/stores/:storeId/schedule', {
    schema: {
      tags: ['console'], summary: 'Replace the weekly opening hours',
      description: `Each day once, with ranges HH:MM to HH:MM (24:00 ends the day), opening before closing, not overlapping (400); a day left out is closed. ${SAVED}`,
      security: staffCan('store.edit'), params: StoreParams, body: ConsoleStoreSchedule, response: { 200: StoreSettings, ...saveFailures },
    },
  }, async (request) => service.schedule(await actor(request), request.params.storeId, request.body));

  app.put('/stores/:storeId/open', {
    schema: {
      tags: ['console'], summary: 'The "open now" switch: off shows the store closed on the storefront whatever its hours say',
      description: SAVED, security: staffCan('store.edit'), params: StoreParams, body: ConsoleStoreOpen, response: { 200: StoreSettings, ...saveFailures },
    },
  }, async (request) => service.setOpen(await actor(request), request.params.storeId, request.body));

  app.put('/stores/:storeId/images', {
    schema: {
      tags: ['console'], summary: 'A new logo, cover photo or both (multipart/form-data)',
      description: `JPG, PNG or GIF by content, at most 2 MB each (413); other content answers 415. Kept re-encoded as WebP without metadata. ${SAVED}`,
      consumes: ['multipart/form-data'], security: staffCan('store.edit'), params: StoreParams, body: ConsoleStoreImages,
      response: { 200: StoreSettings, ...saveFailures, 413: ErrorEnvelope, 415: ErrorEnvelope },
    },
  }, async (request) => service.images(await actor(request), request.params.storeId, request.body));
};
