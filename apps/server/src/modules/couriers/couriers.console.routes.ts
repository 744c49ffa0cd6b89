import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CourierEarnings, CourierEarningsQuery, CourierOffers, CourierPositionKept, CourierPositions, CourierShift, CourierState, CourierTrip, CourierTrips, ErrorEnvelope, TripParams, TripRoute, TripStepChange } from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const courier = staffCan('courier.work');

/** /api/v1/console/courier: the courier's app (shift, offers, trips). Every call acts as the signed-in courier alone. */
export const couriersConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const couriers = app.services.couriers;
  const me = async (request: { operator(): Promise<{ id: number }> }) => (await request.operator()).id;

  app.get('/courier', {
    schema: {
      tags: ['console'], summary: 'The courier: on shift or not, vehicle, zones, trips running and cash in hand',
      security: courier, response: { 200: CourierState, ...failures },
    },
  }, async (request) => couriers.state(await me(request), request.ctx.lang));

  app.put('/courier/shift', {
    schema: {
      tags: ['console'], summary: 'Go online (offered the zones\' waiting orders) or offline',
      description: 'Kept in the audit log. Going online answers 409 while the courier waits for approval or was refused (they are offered nothing).',
      security: courier, body: CourierShift, response: { 200: CourierState, ...failures, 409: ErrorEnvelope },
    },
  }, async (request) => couriers.shift(await actorOf(request), request.body, request.ctx.lang));

  app.get('/courier/offers', {
    schema: {
      tags: ['console'], summary: 'Orders waiting for a courier in my zones, oldest first (none while offline)',
      description: 'Delivery orders the store has confirmed and nobody carries, and parcels nobody accepted; a scheduled order an hour before its time.',
      security: courier, response: { 200: CourierOffers, ...failures },
    },
  }, async (request) => couriers.offers(await me(request)));

  app.put('/courier/offers/:id/accept', {
    schema: {
      tags: ['console'], summary: 'Take an order waiting in my zones',
      description: 'One courier per order: of two who accept at once, one wins and the other gets 409. 409 too while offline. Kept in the audit log.',
      security: courier, params: TripParams, response: { 200: CourierTrip, ...failures, 409: ErrorEnvelope },
    },
  }, async (request) => couriers.accept(await actorOf(request), request.params.id));

  app.get('/courier/trips', {
    schema: { tags: ['console'], summary: 'The orders I carry, oldest first', security: courier, response: { 200: CourierTrips, ...failures } },
  }, async (request) => couriers.trips(await me(request)));

  app.get('/courier/trips/:id', {
    schema: {
      tags: ['console'], summary: 'One of my trips, or an order waiting in my zones',
      security: courier, params: TripParams, response: { 200: CourierTrip, ...failures },
    },
  }, async (request) => couriers.trip(await me(request), request.params.id));

  app.get('/courier/trips/:id/route', {
    schema: {
      tags: ['console'], summary: 'The road of my trip\'s leg for the map: from me to the pick-up until picked up, then to the drop-off',
      description: 'Pick-up to drop-off for an offer, or while my position is unknown. From the routing service (OSRM or Google) by my vehicle; '
        + 'a straight line (source straight) offline, or when the service fails or finds no road (then metres and seconds are null). '
        + 'The same trips as GET /courier/trips/:id: another courier\'s is 404.',
      security: courier, params: TripParams, response: { 200: TripRoute, ...failures },
    },
  }, async (request) => couriers.tripRoute(await me(request), request.params.id));

  app.put('/courier/trips/:id/step', {
    schema: {
      tags: ['console'], summary: 'The trip\'s next step: arrived at the pick-up, picked up, arrived at the drop-off, delivered',
      description: 'A step out of order answers 409; picking up a delivery the store has not handed over, 409. Delivering asks for the customer\'s '
        + '4-digit code when the business verifies deliveries (400 without it, 422 when wrong; the fifth wrong one locks the step, 409, until '
        + 'the store or support unlocks it), and on a cash order for the cash collected (400 without it, 422 when short). Kept in the audit log.',
      security: courier, params: TripParams, body: TripStepChange, response: { 200: CourierTrip, ...failures, 409: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => couriers.step(await actorOf(request), request.params.id, request.body));

  app.post('/courier/positions', {
    schema: {
      tags: ['console'], summary: 'Where I am: a batch of positions from the phone (1 to 20); the newest is kept',
      description: 'The phone\'s clock orders the batch\'s positions only; the newest is kept at the server\'s time (kept_at). '
        + 'It reaches the customers and stores of my running orders live, as the courier_position event of their push streams.',
      security: courier, body: CourierPositions, response: { 200: CourierPositionKept, ...failures },
    },
  }, async (request) => couriers.report(await me(request), request.body));

  app.get('/courier/earnings', {
    schema: {
      tags: ['console'], summary: 'What I earned: today, this week (from Monday, in the business\'s time zone), cash in hand, and my deliveries, newest first',
      security: courier, querystring: CourierEarningsQuery, response: { 200: CourierEarnings, ...failures },
    },
  }, async (request) => app.services.orderTrips.earnings(await me(request), request.query));
};
