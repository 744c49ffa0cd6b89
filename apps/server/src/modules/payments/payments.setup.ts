import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { PaymentGateway } from './payments.gateway.js';
import { keptSecret } from '../config/config.repository.js';
import { StripeGateway } from './payments.stripe.js';
import { TestGateway } from './payments.test-gateway.js';

/** The gateway PAYMENT_GATEWAY names. The test gateway takes no money, so production refuses it. */
export function createPaymentGateway(config: AppConfig, db: Db): PaymentGateway {
  if (config.payments.gateway === 'stripe') return new StripeGateway(config.payments.stripeSecretKey!, config.payments.stripeApiBase, config.payments.stripeWebhookSecret);
  let secret: Promise<string> | undefined;
  const key = () => (secret ??= config.payments.secret ? Promise.resolve(config.payments.secret) : keptSecret(db, 'payment_callback_secret'));
  return new TestGateway(config.publicUrl, key, config.nodeEnv !== 'production');
}
