import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CourierTrip, ErrorEnvelope, TripParams, TripPhoto } from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';
import { registerImageUploads, uploadedFiles } from '../../lib/uploads.js';

/** /api/v1/console/courier/trips/:id/photo, in a plugin of its own so that multipart parsing is only for this route. */
export const couriersPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerImageUploads(app, 1);
  app.put('/courier/trips/:id/photo', {
    schema: {
      tags: ['console'], summary: 'A photo at the door as proof of delivery (multipart/form-data: image)',
      description: 'Once the order is picked up, and after delivering it too (409 before); a new photo replaces the one before. JPG, PNG or GIF by content, '
        + 'at most 2 MB (413, 415), kept re-encoded as WebP among the private pictures: the order\'s customer and store see it by signed links. Kept in the audit log.',
      consumes: ['multipart/form-data'], security: staffCan('courier.work'), params: TripParams, body: TripPhoto,
      response: { 200: CourierTrip, 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 413: ErrorEnvelope, 415: ErrorEnvelope },
    },
  }, async (request) => app.services.couriers.addPhoto(await actorOf(request), request.params.id, uploadedFiles(request.body.image)));
};
