import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleCourier, ConsoleCourierPage, ConsoleCourierQuery, ConsoleCourierZones, ConsoleStaffInvite, ConsoleStaffMember, ConsoleStaffPage, ConsoleStaffQuery,
  ConsoleStaffRoles, ErrorEnvelope, OperatorParams,
} from '@storefront/contract';
import { actorOf, staffCan } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const refused = { ...failures, 422: ErrorEnvelope };
const AUDITED = 'One transaction with its audit entry.';

/** /api/v1/console/staff and /couriers: the staff and their roles, for those who hold staff.manage; the couriers, for couriers.manage. */
export const staffConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { staff, couriers } = app.services.people;

  app.get('/staff', {
    schema: {
      tags: ['console'], summary: 'Staff members, newest first, with their roles; by the start of a name or email, a role, active or not',
      security: staffCan('staff.manage'), querystring: ConsoleStaffQuery, response: { 200: ConsoleStaffPage, ...failures },
    },
  }, async (request) => staff.page(request.query));

  app.post('/staff', {
    schema: {
      tags: ['console'], summary: 'Invite a staff member by email with their roles',
      description: 'A new account without a password, mailed a link (good once, for 7 days) to choose one. Business roles and courier name no store; '
        + `store roles (owner, manager, staff) name an existing one; a courier holds no other role and waits for approval. An email in use answers 400. ${AUDITED}`,
      security: staffCan('staff.manage'), body: ConsoleStaffInvite, response: { 200: ConsoleStaffMember, ...failures },
    },
  }, async (request) => staff.invite(await actorOf(request), request.body, request.log));

  app.put('/staff/:operatorId/roles', {
    schema: {
      tags: ['console'], summary: 'Replace every role the member holds',
      description: `Not one's own (422); the last active admin keeps the admin role (422). Their sessions hold the new roles from their next call. ${AUDITED}`,
      security: staffCan('staff.manage'), params: OperatorParams, body: ConsoleStaffRoles, response: { 200: ConsoleStaffMember, ...refused },
    },
  }, async (request) => staff.roles(await actorOf(request), request.params.operatorId, request.body.roles));

  app.put('/staff/:operatorId/deactivate', {
    schema: {
      tags: ['console'], summary: 'Deactivate the member: every session revoked at once, signing in refused',
      description: `Not oneself, nor the last active admin (422). ${AUDITED}`,
      security: staffCan('staff.manage'), params: OperatorParams, response: { 200: ConsoleStaffMember, ...refused },
    },
  }, async (request) => staff.setActive(await actorOf(request), request.params.operatorId, false));

  app.put('/staff/:operatorId/activate', {
    schema: {
      tags: ['console'], summary: 'Activate a deactivated member: they may sign in again', description: AUDITED,
      security: staffCan('staff.manage'), params: OperatorParams, response: { 200: ConsoleStaffMember, ...refused },
    },
  }, async (request) => staff.setActive(await actorOf(request), request.params.operatorId, true));

  app.get('/couriers', {
    schema: {
      tags: ['console'], summary: 'Couriers, newest first, with their state (waiting for approval, active, refused, deactivated), zones and shift',
      security: staffCan('couriers.manage'), querystring: ConsoleCourierQuery, response: { 200: ConsoleCourierPage, ...failures },
    },
  }, async (request) => couriers.page(request.query, request.ctx.lang));

  app.put('/couriers/:operatorId/approve', {
    schema: {
      tags: ['console'], summary: 'Approve a courier waiting for approval (or refused before): offered its zones\' orders from now on',
      description: `Another state answers 422. ${AUDITED}`, security: staffCan('couriers.manage'), params: OperatorParams, response: { 200: ConsoleCourier, ...refused },
    },
  }, async (request) => couriers.approve(await actorOf(request), request.params.operatorId, request.ctx.lang));

  app.put('/couriers/:operatorId/refuse', {
    schema: {
      tags: ['console'], summary: 'Refuse a courier waiting for approval: no shift, no offers',
      description: `Another state answers 422. ${AUDITED}`, security: staffCan('couriers.manage'), params: OperatorParams, response: { 200: ConsoleCourier, ...refused },
    },
  }, async (request) => couriers.refuse(await actorOf(request), request.params.operatorId, request.ctx.lang));

  app.put('/couriers/:operatorId/zones', {
    schema: {
      tags: ['console'], summary: 'The zones the courier works in (every one, replacing those held)',
      description: `Each must be an existing zone (400). ${AUDITED}`,
      security: staffCan('couriers.manage'), params: OperatorParams, body: ConsoleCourierZones, response: { 200: ConsoleCourier, ...failures },
    },
  }, async (request) => couriers.zones(await actorOf(request), request.params.operatorId, request.body.zone_ids, request.ctx.lang));

  app.put('/couriers/:operatorId/deactivate', {
    schema: {
      tags: ['console'], summary: 'Deactivate the courier: off shift, every session revoked, signing in refused', description: AUDITED,
      security: staffCan('couriers.manage'), params: OperatorParams, response: { 200: ConsoleCourier, ...refused },
    },
  }, async (request) => couriers.setActive(await actorOf(request), request.params.operatorId, false, request.ctx.lang));

  app.put('/couriers/:operatorId/activate', {
    schema: {
      tags: ['console'], summary: 'Activate a deactivated courier', description: AUDITED,
      security: staffCan('couriers.manage'), params: OperatorParams, response: { 200: ConsoleCourier, ...refused },
    },
  }, async (request) => couriers.setActive(await actorOf(request), request.params.operatorId, true, request.ctx.lang));
};
