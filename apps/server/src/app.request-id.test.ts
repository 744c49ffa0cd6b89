import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answeredId = async (sent?: string) => {
  const res = await t.app.inject({ url: '/health', headers: sent === undefined ? {} : { 'x-request-id': sent } });
  return String(res.headers['x-request-id']);
};

describe('request ids', () => {
  it('makes one up when the caller sends none', async () => {
    expect(await answeredId()).toMatch(UUID);
  });

  it.each(['a', 'trace-0042', 'edge_7.f3A-9', `${'A.b-c_9'.repeat(9)}x`, '3f2b8c1e-7d4a-4e1b-9c2d-5a6b7c8d9e0f'])(
    'keeps the caller\'s short plain id %s',
    async (sent) => {
      expect(sent.length).toBeLessThanOrEqual(64);
      expect(await answeredId(sent)).toBe(sent);
    },
  );

  it.each([
    ['65 characters', 'a'.repeat(65)],
    ['a space', 'trace 42'],
    ['a newline escape', 'x\\nforged log line'],
    ['a slash', 'a/b'],
    ['a colon', 'a:b'],
    ['a quote', 'a"b'],
    ['a comma', 'a,b'],
    ['non-ASCII', 'trace-é'],
    ['nothing', ''],
  ])('replaces an id with %s by its own', async (_what, sent) => {
    const id = await answeredId(sent);
    expect(id).not.toBe(sent);
    expect(id).toMatch(UUID);
  });
});
