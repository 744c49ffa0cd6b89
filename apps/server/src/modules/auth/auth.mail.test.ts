import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailConfig } from '../../config.auth.js';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { DEMO_CUSTOMER } from '../../../test/accounts.js';
import { LogMailProvider, SmtpMailProvider } from './auth.mail.js';

const warnings: unknown[] = [];
const log = { info: () => {}, warn: (obj: unknown) => warnings.push(obj) } as unknown as FastifyBaseLogger;

describe('the log mail provider', () => {
  it('writes the whole message to the log at warn level in development, and refuses in production', async () => {
    const dev = new LogMailProvider(false);
    const message = { to: 'a@example.com', subject: 'Your password reset code', text: 'Your password reset code is 123456.' };
    await dev.send(message, log);
    expect(dev.recent).toEqual([message]);
    expect(warnings.at(-1)).toEqual({ mail: message });
    await expect(new LogMailProvider(true).send(message, log)).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});

describe('the SMTP mail provider', () => {
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; user: string | undefined; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, done) {
        if (auth.username === 'mailer' && auth.password === 'secret') done(null, { user: auth.username });
        else done(new Error('Invalid username or password'));
      },
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            raw,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const settings = (over: Partial<MailConfig> = {}): MailConfig & { host: string } =>
    ({ ...loadConfig({}).auth.mail, host: '127.0.0.1', port, from: 'Souqly <no-reply@souqly.test>', ...over });

  it('delivers the message with the configured sender, signing in when a user is set', async () => {
    const smtp = new SmtpMailProvider(settings({ user: 'mailer', password: 'secret' }));
    await smtp.send({ to: 'someone@example.com', subject: 'Your password reset code', text: 'Your code is 482913.' }, log);
    smtp.close();
    const mail = received.at(-1)!;
    expect(mail).toMatchObject({ from: 'no-reply@souqly.test', to: ['someone@example.com'], user: 'mailer' });
    expect(mail.raw).toMatch(/^Subject: Your password reset code$/m);
    expect(mail.raw).toContain('482913');
  });

  it('answers 502 when the server refuses or cannot be reached', async () => {
    const refused = new SmtpMailProvider(settings({ user: 'mailer', password: 'wrong' }));
    await expect(refused.send({ to: 'x@example.com', subject: 's', text: 't' }, log)).rejects.toMatchObject({ code: 'upstream_error' });
    const nowhere = new SmtpMailProvider(settings({ port: 1 }), 500);
    await expect(nowhere.send({ to: 'x@example.com', subject: 's', text: 't' }, log)).rejects.toMatchObject({ code: 'upstream_error' });
  });

  describe('behind forgot-password', () => {
    let t: TestApp;
    beforeAll(async () => {
      const auth = loadConfig({ NODE_ENV: 'test' }).auth;
      t = await createTestApp({ auth: { ...auth, mail: settings() } });
    });
    afterAll(() => t.close());

    it('mails the code, which then checks out', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email_or_phone: DEMO_CUSTOMER.email } });
      expect(res.statusCode, res.body).toBe(200);
      const mail = received.at(-1)!;
      expect(mail.to).toEqual([DEMO_CUSTOMER.email]);
      const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n'));
      expect(body).toContain('It expires in 10 minutes.');
      const code = /\b(\d{6})\b/.exec(body)?.[1];
      expect(code).toBeDefined();
      const check = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-token', payload: { email_or_phone: DEMO_CUSTOMER.email, reset_token: code } });
      expect(check.statusCode, check.body).toBe(200);
    });
  });
});
