import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let admin: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  for (const email of ['ann@example.com', 'bob_x@example.com', 'bobby@example.org', '=cmd@example.com']) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/newsletter/subscribe', payload: { email } });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('newsletter subscribers in the console', () => {
  it('lists them newest first with their count, and finds them by part of the email (the like wildcards taken as text)', async () => {
    const all = (await admin.call('GET', 'newsletter?limit=2')).json();
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.subscribers.map((s: { email: string }) => s.email)).toEqual(['=cmd@example.com', 'bobby@example.org']);
    const bob = (await admin.call('GET', 'newsletter?search=BOB')).json();
    expect(bob.subscribers.map((s: { email: string }) => s.email).sort()).toEqual(['bob_x@example.com', 'bobby@example.org']);
    const underscore = (await admin.call('GET', 'newsletter?search=b_x')).json();
    expect(underscore.subscribers.map((s: { email: string }) => s.email)).toEqual(['bob_x@example.com']);
    expect((await admin.call('GET', 'newsletter?limit=500')).statusCode).toBe(400);
  });

  it('exports every subscriber as CSV, oldest first, a formula-like email written as text', async () => {
    const res = await admin.call('GET', 'newsletter/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = Papa.parse<string[]>(res.body.trim()).data;
    expect(rows[0]).toEqual(['email', 'subscribed_at']);
    const emails = rows.slice(1).map((r) => r[0]);
    expect(emails.slice(-4)).toEqual(['ann@example.com', 'bob_x@example.com', 'bobby@example.org', "'=cmd@example.com"]);
    expect(rows.slice(1).every((r) => !Number.isNaN(Date.parse(r[1]!)))).toBe(true);
  });

  it('is closed to staff without promotions.view', async () => {
    const support = await staffSession(t, [{ role: 'support', storeId: null }]);
    expect((await support.call('GET', 'newsletter/export')).statusCode).toBe(403);
  });
});
