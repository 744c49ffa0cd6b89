import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config.auth.js';
import { AppError } from '../../lib/errors.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where mailed codes go. SMTP implements this; so does the development logger. */
export interface MailProvider {
  readonly name: string;
  /** Throws the 503 that send would, before anything is looked up, so that no answer depends on whether an account exists. */
  assertAvailable(): void;
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>;
}

const unavailable = () => new AppError('service_unavailable', 'Email is not available right now. Please try again later.');

/**
 * Development only: writes the message to the server log at warn level (the end-to-end server logs
 * only warnings, and its tests read codes from there) and keeps the last few for tests.
 * In production it refuses with 503, because a code in a log file proves nothing about a mailbox.
 */
export class LogMailProvider implements MailProvider {
  readonly name = 'log';
  readonly recent: MailMessage[] = [];

  constructor(private readonly production: boolean) {}

  assertAvailable(): void {
    if (this.production) throw unavailable();
  }

  async send(message: MailMessage, log: FastifyBaseLogger): Promise<void> {
    this.assertAvailable();
    log.warn({ mail: message }, 'Mail (log provider; set MAIL_HOST for real delivery)');
    this.recent.push(message);
    if (this.recent.length > 20) this.recent.shift();
  }
}

/** Hands the message to an SMTP server (MAIL_HOST). */
export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp';

  assertAvailable(): void {}
  private readonly transport: Transporter;

  constructor(private readonly config: MailConfig & { host: string }, timeoutMs = 10_000) {
    this.transport = nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: MailMessage, log: FastifyBaseLogger): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.config.from, ...message });
    } catch (err) {
      // The error may quote the server's answer, never the message: the code stays out of the log.
      log.warn({ err: String(err) }, 'SMTP delivery failed');
      throw new AppError('upstream_error', 'The email could not be sent. Please try again.');
    }
  }

  close(): void {
    this.transport.close();
  }
}

export function createMailProvider(config: MailConfig, production: boolean): MailProvider {
  if (config.host) return new SmtpMailProvider({ ...config, host: config.host });
  return new LogMailProvider(production);
}
