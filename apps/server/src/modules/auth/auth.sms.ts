import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig } from '../../config.auth.js';
import { AppError } from '../../lib/errors.js';

export interface SmsMessage {
  to: string;
  text: string;
}

/** Where one-time codes go. A real SMS gateway implements this; so does the development logger. */
export interface SmsProvider {
  readonly name: string;
  /** Throws the 503 that send would, before anything is looked up, so that no answer depends on whether an account exists. */
  assertAvailable(): void;
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

/**
 * Development only: writes the message to the server log at warn level (the end-to-end server logs
 * only warnings, and its tests read codes from there) and keeps the last few for tests.
 * In production it refuses with 503, because a code in a log file proves nothing about a phone.
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  readonly recent: SmsMessage[] = [];

  constructor(private readonly production: boolean) {}

  assertAvailable(): void {
    if (this.production) {
      throw new AppError('service_unavailable', 'Phone verification is not available right now. Please try again later.');
    }
  }

  async send(message: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    this.assertAvailable();
    log.warn({ sms: message }, 'SMS (log provider; set SMS_PROVIDER for real delivery)');
    this.recent.push(message);
    if (this.recent.length > 20) this.recent.shift();
  }
}

/** Hands the message to an HTTP endpoint of the operator's choice (an SMS gateway or a relay): POST {to, text}. */
export class WebhookSmsProvider implements SmsProvider {
  readonly name = 'webhook';

  assertAvailable(): void {}

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 5000,
  ) {}

  async send(message: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    let status = 0;
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (err) {
      log.warn({ err: String(err) }, 'SMS webhook failed');
    }
    if (status < 200 || status >= 300) {
      throw new AppError('upstream_error', 'The text message could not be sent. Please try again.');
    }
  }
}

export function createSmsProvider(config: AuthConfig['sms'], production: boolean): SmsProvider {
  if (config.provider === 'webhook' && config.webhookUrl) return new WebhookSmsProvider(config.webhookUrl, config.webhookToken);
  return new LogSmsProvider(production);
}
