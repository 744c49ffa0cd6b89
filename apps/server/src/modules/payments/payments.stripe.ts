import Stripe from 'stripe';
import type { PaymentGateway, PaymentOutcome, PaymentRequest, RefundRequest } from './payments.gateway.js';

/**
 * Stripe Checkout: each attempt is a Checkout Session of one line, the order's amount. When the
 * customer comes back, the session is asked of Stripe itself, so the callback proves nothing by
 * its own words: only a session Stripe reports paid marks the order paid.
 */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  readonly usable = true;
  private readonly stripe: Stripe;

  constructor(secretKey: string, apiBase: string, private readonly webhookSecret?: string) {
    const url = new URL(apiBase);
    this.stripe = new Stripe(secretKey, {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 1,
      timeout: 10_000,
    });
  }

  async start(request: PaymentRequest) {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: request.orderId === null ? request.sessionId : String(request.orderId),
      metadata: { ...(request.orderId === null ? { purpose: 'add_fund' } : { order_id: String(request.orderId) }), attempt: request.sessionId },
      line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.description } } }],
      success_url: request.callbackUrl,
      cancel_url: `${request.callbackUrl}&outcome=canceled`,
    }, { idempotencyKey: `attempt-${request.sessionId}` });
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return { url: session.url, externalId: session.id };
  }

  /** The Checkout Session's payment is refunded; Stripe's idempotency key makes a retried refund pay back once. */
  async refund(request: RefundRequest): Promise<{ externalId: string | null }> {
    if (!request.externalId) throw new Error('no Stripe payment to refund');
    const session = await this.stripe.checkout.sessions.retrieve(request.externalId);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new Error('the Checkout Session has no payment to refund');
    const refund = await this.stripe.refunds.create({ payment_intent: intent, amount: request.amount }, { idempotencyKey: `refund-${request.key}` });
    return { externalId: refund.id };
  }

  webhook(rawBody: Buffer, signature: string | undefined): { externalId: string; outcome: PaymentOutcome } | null {
    if (!this.webhookSecret || !signature) throw new Error('unsigned');
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    const session = event.data.object as { id?: string; object?: string; payment_status?: string };
    if (session.object !== 'checkout.session' || !session.id) return null;
    const outcome: PaymentOutcome | null =
      (event.type === 'checkout.session.completed' && session.payment_status === 'paid') || event.type === 'checkout.session.async_payment_succeeded' ? 'paid'
        : event.type === 'checkout.session.async_payment_failed' ? 'failed'
          : event.type === 'checkout.session.expired' ? 'canceled' : null;
    return outcome ? { externalId: session.id, outcome } : null;
  }

  async outcome(query: Record<string, string | undefined>, session: { external_id: string | null }): Promise<PaymentOutcome | null> {
    if (!session.external_id) return null;
    const remote = await this.stripe.checkout.sessions.retrieve(session.external_id);
    if (remote.payment_status === 'paid') return 'paid';
    if (query.outcome === 'canceled' || remote.status === 'expired') return 'canceled';
    return 'failed';
  }
}
