import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { DEMO_CUSTOMER } from '../../../test/accounts.js';
import { LogSmsProvider, WebhookSmsProvider } from './auth.sms.js';

const log = { info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

describe('SMS providers', () => {
  it('the log provider keeps messages in development and refuses in production', async () => {
    const dev = new LogSmsProvider(false);
    await dev.send({ to: '+971501234567', text: 'code 123456' }, log);
    expect(dev.recent).toEqual([{ to: '+971501234567', text: 'code 123456' }]);
    await expect(new LogSmsProvider(true).send({ to: '+971501234567', text: 'x' }, log)).rejects.toMatchObject({ code: 'service_unavailable' });
  });

  describe('webhook', () => {
    let server: http.Server;
    let url: string;
    const received: { auth: string | undefined; body: unknown }[] = [];
    let status = 200;

    beforeAll(async () => {
      server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
          res.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('posts {to, text} with the bearer token', async () => {
      await new WebhookSmsProvider(url, 'secret').send({ to: '+971501234567', text: 'hello' }, log);
      expect(received.at(-1)).toEqual({ auth: 'Bearer secret', body: { to: '+971501234567', text: 'hello' } });
    });

    it('answers 502 when the gateway refuses or cannot be reached', async () => {
      status = 500;
      await expect(new WebhookSmsProvider(url, undefined).send({ to: '+1', text: 'x' }, log)).rejects.toMatchObject({ code: 'upstream_error' });
      await expect(new WebhookSmsProvider('http://127.0.0.1:1/none', undefined, 500).send({ to: '+1', text: 'x' }, log)).rejects.toMatchObject({ code: 'upstream_error' });
    });
  });
});

describe('phone verification in production without an SMS provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ nodeEnv: 'production' });
  });
  afterAll(() => t.close());

  it('answers 503 rather than writing codes to the log', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp', payload: { phone: DEMO_CUSTOMER.phone } });
    expect(res.statusCode).toBe(503);
    expect(expectEnvelope(res.json())[0]!.message).toBe('Phone verification is not available right now. Please try again later.');
  });

  it('answers 503 alike for a known and an unknown account, by SMS and by mail, so that the outage reveals nobody', async () => {
    const ask = (url: string, payload: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload });
    const answers = await Promise.all([
      ask('send-otp', { phone: DEMO_CUSTOMER.phone }),
      ask('send-otp', { phone: '+971559999001' }),
      ask('forgot-password', { email_or_phone: DEMO_CUSTOMER.phone }),
      ask('forgot-password', { email_or_phone: '+971559999001' }),
      ask('forgot-password', { email_or_phone: DEMO_CUSTOMER.email }),
      ask('forgot-password', { email_or_phone: 'nobody@example.com' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 503, 503, 503, 503]);
    expect(answers[4]!.json()).toEqual(answers[5]!.json());
    expect(answers[2]!.json()).toEqual(answers[3]!.json());
  });
});
