import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/connection.js';
import type { LogSmsProvider } from '../src/modules/auth/auth.sms.js';

/** The demo seed's customer (apps/server/src/db/seed/users.ts). */
export const DEMO_CUSTOMER = { email: 'customer@souqly.test', phone: '+971501234567', password: 'Demo#2026' } as const;
export const INACTIVE_CUSTOMER = { email: 'inactive@souqly.test', password: 'Demo#2026' } as const;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API and answers the bearer token. */
export async function logIn(app: FastifyInstance, emailOrPhone: string = DEMO_CUSTOMER.email, password: string = DEMO_CUSTOMER.password): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email_or_phone: emailOrPhone, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

let counter = 0;

/** A new account through the API, with a unique email and phone; answers the sign-up's body. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = `${Date.now() % 100000}${counter}`.padStart(7, '0').slice(-7);
  const payload = {
    f_name: 'Test',
    l_name: 'Customer',
    email: `test-${randomBytes(4).toString('hex')}@example.com`,
    phone: `+97155${suffix}`,
    password: 'Secret#123',
    ...overrides,
  };
  let res = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload });
  if (res.statusCode === 202) {
    // customer_verification is on (the seed's setting): the texted code finishes the sign-up.
    // As a client does, the guest id goes along so that the guest's cart follows.
    const { phone } = res.json() as { phone: string };
    const guest = overrides.guest_id ? { guest_id: overrides.guest_id } : {};
    res = await app.inject({ method: 'POST', url: '/api/v1/auth/verify-phone', payload: { phone, otp: lastTextedCode(app, phone), ...guest } });
  }
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json() as { token: string; user: { id: number; email: string; phone: string } }), password: payload.password };
}

/** The development SMS provider, which keeps what it "sent". */
export const smsOutbox = (app: FastifyInstance) => app.services.auth['deps'].sms as LogSmsProvider;

/** The six-digit code in the last text to this phone. */
export function lastTextedCode(app: FastifyInstance, phone: string): string {
  const text = [...smsOutbox(app).recent].reverse().find((m) => m.to === phone)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `no code texted to ${phone}`).toBeDefined();
  return code!;
}

export interface FilePart {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it; an array gives one part per element. */
export function formData(fields: Record<string, string | string[] | FilePart | FilePart[]>) {
  const boundary = `----storefront${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const parts = Object.entries(fields).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v] as const) : [[name, value] as const]));
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`));
      chunks.push(value.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Switches the business setting customer_verification (the seed has it on) and clears the settings cache. */
export async function setCustomerVerification(app: FastifyInstance, db: Db, on: boolean): Promise<void> {
  await db.updateTable('settings').set({ value: JSON.stringify(on) }).where('key', '=', 'customer_verification').execute();
  app.services.config.invalidate();
}
