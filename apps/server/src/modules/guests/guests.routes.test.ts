import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v1/auth/guest/request', () => {
  it('answers a new random guest id each time and remembers it', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' });
      expect(res.statusCode).toBe(200);
      ids.add(res.json().guest_id);
    }
    expect(ids.size).toBe(5);
    for (const id of ids) {
      // 144 random bits in base64url: 24 characters, never a counter.
      expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    }
    const stored = await t.db.selectFrom('guests').select('id').where('id', 'in', [...ids]).execute();
    expect(stored).toHaveLength(5);
  });
});
