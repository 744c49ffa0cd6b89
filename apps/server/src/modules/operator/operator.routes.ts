import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CourierLocation, CourierOrdersQuery, CourierStatusChange, ErrorEnvelope, Message, OperatorLogin, OperatorOrderChanged, OperatorOrdersQuery,
  OperatorProfile, OperatorSession, OrderDetailsAnswer, OrderIdParams, OrderList, RefundDecision, StoreStatusChange,
} from '@storefront/contract';
import type { SignedInOperator } from './operator.service.js';

const security: { [name: string]: string[] }[] = [{ operator: [] }];
const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const changeFailures = { ...failures, 409: ErrorEnvelope, 422: ErrorEnvelope };

/**
 * /api/v1/operator: the store and courier side. Every route but sign-in needs an operator token
 * (a customer's is refused, as an operator's is on customer routes); each role reaches only its own routes.
 */
export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.operators;
  const signedIn = new WeakMap<FastifyRequest, SignedInOperator>();
  const operator = (request: FastifyRequest) => signedIn.get(request)!;

  app.post('/auth/login', {
    schema: { tags: ['operator'], summary: 'Sign in as store staff, a courier or support', body: OperatorLogin, response: { 200: OperatorSession, 400: ErrorEnvelope, 401: ErrorEnvelope, 429: ErrorEnvelope } },
  }, async (request) => service.login(request.body, request.ip));

  const securedRoutes: FastifyPluginAsyncTypebox = async (secured) => {
    secured.addHook('onRequest', async (request) => {
      signedIn.set(request, await service.authenticate(request.ctx.token));
    });

    secured.get('/me', { schema: { tags: ['operator'], summary: 'The signed-in operator', security, response: { 200: OperatorProfile, 401: ErrorEnvelope } } },
      async (request) => service.profile(operator(request)));

    secured.post('/auth/logout', { schema: { tags: ['operator'], summary: 'Forget this token', security, response: { 200: Message, 401: ErrorEnvelope } } }, async (request) => {
      await service.logout(operator(request));
      return { message: 'Logout successful.' };
    });

    secured.get('/store/orders', {
      schema: { tags: ['operator'], summary: 'The store\'s orders, newest first (status: running by default, all, or one state)', security, querystring: OperatorOrdersQuery, response: { 200: OrderList, ...failures } },
    }, async (request) => service.storeOrders(operator(request), request.query));

    secured.get('/store/orders/:id', {
      schema: { tags: ['operator'], summary: 'One of the store\'s orders with its lines', security, params: OrderIdParams, response: { 200: OrderDetailsAnswer, ...failures } },
    }, async (request) => service.storeOrder(operator(request), request.params.id));

    secured.put('/store/orders/:id/status', {
      schema: {
        tags: ['operator'], summary: 'Confirm, process, hand over, hand a take-away order to its customer, or cancel (with a reason)',
        description: 'Checked against the order state machine: a change it does not allow answers 409.',
        security, params: OrderIdParams, body: StoreStatusChange, response: { 200: OperatorOrderChanged, ...changeFailures },
      },
    }, async (request) => await service.storeChange(operator(request), request.params.id, request.body));

    secured.put('/store/orders/:id/refund', {
      schema: {
        tags: ['operator'], summary: 'Approve (money back to the customer\'s wallet) or refuse a refund request',
        security, params: OrderIdParams, body: RefundDecision, response: { 200: OperatorOrderChanged, ...changeFailures },
      },
    }, async (request) => await service.storeRefund(operator(request), request.params.id, request.body));

    secured.get('/courier/orders', {
      schema: { tags: ['operator'], summary: 'The courier\'s orders (scope mine) or those waiting for a courier in its zone (scope available)', security, querystring: CourierOrdersQuery, response: { 200: OrderList, ...failures } },
    }, async (request) => service.courierOrders(operator(request), request.query));

    secured.get('/courier/orders/:id', {
      schema: { tags: ['operator'], summary: 'An order the courier carries or may take', security, params: OrderIdParams, response: { 200: OrderDetailsAnswer, ...failures } },
    }, async (request) => service.courierOrder(operator(request), request.params.id));

    secured.put('/courier/orders/:id/accept', {
      schema: { tags: ['operator'], summary: 'Take an order waiting for a courier (409 when another came first)', security, params: OrderIdParams, response: { 200: OperatorOrderChanged, ...changeFailures } },
    }, async (request) => await service.accept(operator(request), request.params.id));

    secured.put('/courier/orders/:id/status', {
      schema: {
        tags: ['operator'], summary: 'Pick the order up at the store, or deliver it', description: 'Only the courier carrying it; a change the state machine does not allow answers 409.',
        security, params: OrderIdParams, body: CourierStatusChange, response: { 200: OperatorOrderChanged, ...changeFailures },
      },
    }, async (request) => await service.courierChange(operator(request), request.params.id, request.body));

    secured.put('/courier/location', {
      schema: { tags: ['operator'], summary: 'Where the courier is now (customers tracking its orders see it)', security, body: CourierLocation, response: { 200: OperatorProfile, ...failures } },
    }, async (request) => service.location(operator(request), request.body));
  };
  await app.register(securedRoutes);
};
