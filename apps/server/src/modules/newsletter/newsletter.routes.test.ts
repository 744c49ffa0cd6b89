import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: payload as object });

describe('POST /api/v1/newsletter/subscribe', () => {
  it('subscribes once, and a second time quietly', async () => {
    for (const email of ['Reader@Example.com', 'reader@example.com']) {
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Subscribed Successfully' });
    }
    const rows = await t.db.selectFrom('newsletter_subscriptions').select('email').execute();
    expect(rows).toEqual([{ email: 'reader@example.com' }]);
  });

  it.each(['not-an-email', 'a@b', 'two words@example.com'])('refuses %s with the spec message', async (email) => {
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json())[0]!.message).toBe('Please insert a valid email.');
  });

  it('ignores unknown fields and refuses a missing email', async () => {
    expect((await subscribe({ email: 'x@example.com', admin: true })).statusCode).toBe(200);
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(expectEnvelope(missing.json())[0]!.code).toBe('email');
  });

  it('answers 400, not 500, for a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json());
  });
});
