/** How a payment attempt ended, as the gateway reports it. */
export type PaymentOutcome = 'paid' | 'failed' | 'canceled';

export interface PaymentRequest {
  sessionId: string;
  /** The order paid, or null when the attempt adds fund to a wallet. */
  orderId: number | null;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  /** This server's callback for the attempt; the gateway sends the customer back there. */
  callbackUrl: string;
}

/** Paying back (part of) an order's online payment. */
export interface RefundRequest {
  /** The gateway's id of the payment attempt that paid the order. */
  externalId: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The same key for the same refund: a retried call pays back once. */
  key: string;
}

/**
 * A payment gateway: it opens a payment page for an attempt, and it tells, from the callback the
 * customer's browser brings back, how the attempt ended. The callback is never trusted as it comes:
 * each gateway proves it (a signature, or asking the gateway itself).
 */
export interface PaymentGateway {
  readonly name: string;
  /** False where payments are not real (the test gateway in production). */
  readonly usable: boolean;
  start(request: PaymentRequest): Promise<{ url: string; externalId: string | null }>;
  /** The verified outcome of a callback, or null when the callback cannot be proved. */
  outcome(query: Record<string, string | undefined>, session: { id: string; external_id: string | null }): Promise<PaymentOutcome | null>;
  /**
   * A notification the gateway sends by itself (a webhook), proved by its signature: the attempt it is
   * about, by the gateway's id, and how it ended; null for an event that changes nothing. Throws when
   * the signature does not hold.
   */
  /** Pays back an order's payment, or throws when the gateway refuses; the gateway's id of the refund. */
  refund(request: RefundRequest): Promise<{ externalId: string | null }>;
  webhook?(rawBody: Buffer, signature: string | undefined): { externalId: string; outcome: PaymentOutcome } | null;
}
