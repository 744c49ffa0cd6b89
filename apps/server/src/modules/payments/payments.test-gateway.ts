import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway, PaymentOutcome, PaymentRequest, RefundRequest } from './payments.gateway.js';

const OUTCOMES: readonly PaymentOutcome[] = ['paid', 'failed', 'canceled'];

/**
 * The built-in gateway for development and tests: a page served by this server with Pay, Fail
 * and Cancel buttons. What the page posts comes back as a callback signed with HMAC-SHA256, so a
 * customer cannot mark an order paid by editing a URL. Not usable in production: nothing is paid.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test';
  /** Refunds paid back so far, by key: a key asked again pays nothing more, as a real gateway's idempotency key does. */
  readonly refunds = new Map<string, RefundRequest>();

  constructor(
    private readonly publicUrl: string,
    private readonly secret: () => Promise<string>,
    readonly usable: boolean,
  ) {}

  async start(request: PaymentRequest) {
    return { url: `${this.publicUrl}/payment/test-gateway/${request.sessionId}`, externalId: null };
  }

  async refund(request: RefundRequest) {
    if (!this.refunds.has(request.key)) this.refunds.set(request.key, request);
    return { externalId: `test_refund_${request.key}` };
  }

  /** The callback the page sends the browser to once the customer chose. */
  async callbackQuery(sessionId: string, outcome: PaymentOutcome): Promise<string> {
    const sig = await this.sign(sessionId, outcome);
    return new URLSearchParams({ gateway: this.name, session: sessionId, outcome, sig }).toString();
  }

  async outcome(query: Record<string, string | undefined>, session: { id: string }): Promise<PaymentOutcome | null> {
    const outcome = query.outcome as PaymentOutcome | undefined;
    if (!outcome || !OUTCOMES.includes(outcome) || !query.sig) return null;
    const expected = Buffer.from(await this.sign(session.id, outcome), 'hex');
    const given = Buffer.from(query.sig, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given) ? outcome : null;
  }

  private async sign(sessionId: string, outcome: PaymentOutcome): Promise<string> {
    return createHmac('sha256', await this.secret()).update(`${sessionId}.${outcome}`).digest('hex');
  }
}
