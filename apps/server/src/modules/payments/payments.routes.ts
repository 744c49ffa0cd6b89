import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope } from '@storefront/contract';
import { AppError } from '../../lib/errors.js';
import { moneyText } from '../../lib/money.js';
import type { PaymentOutcome } from './payments.gateway.js';
import { testGatewayPage } from './payments.page.js';
import { PAYMENT_PAGE_CSP } from '../../plugins/security-headers.js';
import { TestGateway } from './payments.test-gateway.js';

const SessionParams = Type.Object({ id: Type.String({ minLength: 10, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
const OutcomeBody = Type.Object({ outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('canceled')]) });
const CallbackQuery = Type.Object({
  session: Type.String({ minLength: 10, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  gateway: Type.Optional(Type.String({ maxLength: 20 })),
  outcome: Type.Optional(Type.String({ maxLength: 20 })),
  sig: Type.Optional(Type.String({ maxLength: 128 })),
}, { additionalProperties: true });

/** The callback every gateway sends the customer back to, under /api/v1. */
export const paymentCallbackRoutes: FastifyPluginAsync = async (app) => {
  app.get('/payment/callback', {
    schema: {
      tags: ['payments'],
      summary: 'Where the payment gateway sends the customer back; the outcome is verified, applied once, and the browser is sent on to the web app with flag=success|fail|cancel',
      querystring: CallbackQuery,
      response: { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope },
    },
  }, async (request, reply) => reply.redirect(await app.services.payments.complete(request.query as Record<string, string | undefined>), 303));
};

/** Gateway notifications, read as the exact bytes sent: their signatures are over the raw body. */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post('/payment/webhook/stripe', {
    schema: { tags: ['payments'], summary: 'Stripe events about Checkout Sessions, verified by their signature (STRIPE_WEBHOOK_SECRET)', response: { 400: ErrorEnvelope, 404: ErrorEnvelope } },
  }, async (request) => {
    await app.services.payments.webhook(request.body as Buffer, request.headers['stripe-signature'] as string | undefined);
    return { received: true };
  });
};

/** The built-in test gateway's page, served by this server outside the API. */
export const testGatewayRoutes: FastifyPluginAsync = async (app) => {
  const payments = app.services.payments;
  const gateway = payments.gateway;
  if (!(gateway instanceof TestGateway)) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/payment/test-gateway/:id', { schema: { hide: true, params: SessionParams }, config: { contentSecurityPolicy: PAYMENT_PAGE_CSP } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const session = await payments.session(id);
    if (!session) throw new AppError('not_found', 'Payment not found');
    const config = await app.services.config.config();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(testGatewayPage({
      sessionId: id, orderId: session.order_id, amount: moneyText(session.amount, config), business: config.business_name,
      open: session.status === 'open', status: session.status,
    }));
  });

  app.post('/payment/test-gateway/:id', { schema: { hide: true, params: SessionParams, body: OutcomeBody } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(await payments.session(id))) throw new AppError('not_found', 'Payment not found');
    const query = await gateway.callbackQuery(id, (request.body as { outcome: PaymentOutcome }).outcome);
    return reply.redirect(`/api/v1/payment/callback?${query}`, 303);
  });
};
