import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formData } from '../../../test/accounts.js';
import { catalogApp } from '../../../test/catalog.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';
import { weekdays } from './stores.console.week.js';

const { t, f } = catalogApp();

let storeId: number;
let owner: StaffSession;

beforeAll(async () => {
  storeId = await f.storeId('Java Lounge');
  owner = await staffSession(t, [{ role: 'owner', storeId }]);
});

const settings = async () => (await owner.call('GET', `stores/${storeId}`)).json();
const saveWeek = async (days: unknown, version?: number) => owner.call('PUT', `stores/${storeId}/schedule`, { version: version ?? (await settings()).version, days });
const ranges = (...pairs: [string, string][]) => pairs.map(([opening_time, closing_time]) => ({ opening_time, closing_time }));

describe('weekly hours in the console', () => {
  it('refuse a range that does not open before it closes, overlapping ranges, a day given twice and times not HH:MM', async () => {
    const { version } = await settings();
    const refusals: [unknown, number, RegExp][] = [
      [[{ day: 1, ranges: ranges(['18:00', '09:00']) }], 400, /Monday: 18:00–09:00 must open before it closes/],
      [[{ day: 1, ranges: ranges(['09:00', '09:00']) }], 400, /must open before it closes/],
      [[{ day: 2, ranges: ranges(['09:00', '13:00'], ['12:00', '18:00']) }], 400, /Tuesday: 09:00–13:00 and 12:00–18:00 overlap/],
      [[{ day: 3, ranges: [] }, { day: 3, ranges: [] }], 400, /Wednesday is given twice/],
      [[{ day: 1, ranges: ranges(['9:00', '12:00']) }], 400, /opening_time/],
      [[{ day: 1, ranges: ranges(['09:00', '24:30']) }], 400, /closing_time/],
      [[{ day: 7, ranges: [] }], 400, /day/],
    ];
    for (const [days, status, message] of refusals) {
      const res = await saveWeek(days, version);
      expect(res.statusCode, JSON.stringify(days)).toBe(status);
      expect(JSON.stringify(expectEnvelope(res.json())), JSON.stringify(days)).toMatch(message);
    }
    expect((await settings()).version).toBe(version);
  });

  it('save split days, touching ranges and a day closed, keep an audit entry, and the storefront reads them at once', async () => {
    const before = await settings();
    const days = [
      { day: 1, ranges: ranges(['17:00', '23:00'], ['08:00', '12:00']) },
      { day: 2, ranges: ranges(['08:00', '12:00'], ['12:00', '24:00']) },
      { day: 3, ranges: [] },
      ...[0, 4, 5, 6].map((day) => ({ day, ranges: ranges(['00:00', '24:00']) })),
    ];
    const res = await saveWeek(days, before.version);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.version).toBe(before.version + 1);
    expect(saved.schedule[1]).toEqual({ day: 1, ranges: ranges(['08:00', '12:00'], ['17:00', '23:00']) });
    // Ranges that touch are shown as one.
    expect(saved.schedule[2]).toEqual({ day: 2, ranges: ranges(['08:00', '24:00']) });
    expect(saved.schedule[3]).toEqual({ day: 3, ranges: [] });

    const store = (await f.get(`stores/details/${storeId}`, f.headers(null))).json();
    const monday = store.schedules.filter((s: { day: number }) => s.day === 1).map((s: { opening_time: string; closing_time: string }) => [s.opening_time, s.closing_time]);
    expect(monday).toEqual([['08:00', '12:00'], ['17:00', '23:00']]);
    expect(store.schedules.some((s: { day: number }) => s.day === 3)).toBe(false);

    const entry = await t.db.selectFrom('audit_log').selectAll().where('store_id', '=', storeId).where('action', '=', 'stores.schedule').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toMatchObject({ version: before.version + 1, schedule: expect.arrayContaining([{ day: 1, ranges: ranges(['08:00', '12:00'], ['17:00', '23:00']) }]) });
    expect(JSON.parse(entry.before!).schedule).toEqual(before.schedule.filter((d: { ranges: unknown[] }) => d.ranges.length));
  });

  it('close the store on a day left out: the storefront shows it closed then, open the other days', async () => {
    const week = [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== 6).map((day) => ({ day, ranges: ranges(['00:00', '24:00']) }));
    expect((await saveWeek(week)).statusCode).toBe(200);
    const clock = t.app.services.clock;
    const start = clock.now();
    try {
      // The seed's Saturday noon, then Friday noon, on the store's own clock.
      const { time_zone } = await settings();
      expect(time_zone).toBe('Asia/Dubai');
      clock.set(new Date('2026-11-21T08:00:00Z'));
      expect((await f.get(`stores/details/${storeId}`, f.headers(null))).json()).toMatchObject({ active: 1, open: 0 });
      clock.set(new Date('2026-11-20T08:00:00Z'));
      expect((await f.get(`stores/details/${storeId}`, f.headers(null))).json()).toMatchObject({ active: 1, open: 1 });
    } finally {
      clock.set(start);
    }
  });

  it('show an overnight window as its evening and the next morning, and a 24-hour day as 00:00 to 24:00', () => {
    const week = weekdays([{ day: 5, opening_time: '18:00', closing_time: '02:00' }, { day: 0, opening_time: '00:00', closing_time: '00:00' }]);
    expect(week[5]).toEqual({ day: 5, ranges: ranges(['18:00', '24:00']) });
    expect(week[6]).toEqual({ day: 6, ranges: ranges(['00:00', '02:00']) });
    expect(week[0]).toEqual({ day: 0, ranges: ranges(['00:00', '24:00']) });
  });
});

describe('store pictures in the console', () => {
  const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c03030' } }).png().toBuffer();

  it('keep a new logo and cover re-encoded as WebP, remove nothing of the seed, and keep an audit entry', async () => {
    const before = await settings();
    const form = formData({
      version: String(before.version),
      logo: { filename: 'logo.png', contentType: 'image/png', content: await png(900, 700) },
      cover_photo: { filename: 'cover.png', contentType: 'image/png', content: await png(2400, 800) },
    });
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/console/stores/${storeId}/images`, headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.version).toBe(before.version + 1);
    const file = (url: string) => path.join(t.config.dataDir, 'storage', url.replace('http://storefront.test/storage/', ''));
    expect(body.logo_full_url).toMatch(/\/storage\/store\/[a-f0-9]{32}\.webp$/);
    expect(await sharp(file(body.logo_full_url)).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(await sharp(file(body.cover_photo_full_url)).metadata()).toMatchObject({ format: 'webp', width: 1600 });
    expect(fs.existsSync(file(before.logo_full_url))).toBe(true);
    const store = (await f.get(`stores/details/${storeId}`, f.headers(null))).json();
    expect(store.logo_full_url).toBe(body.logo_full_url);
    const entry = await t.db.selectFrom('audit_log').selectAll().where('store_id', '=', storeId).where('action', '=', 'stores.update').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Object.keys(JSON.parse(entry.after!)).sort()).toEqual(['cover_photo', 'logo', 'version']);

    // A second logo replaces the first, whose file goes.
    const again = formData({ version: String(body.version), logo: { filename: 'l.png', contentType: 'image/png', content: await png(300, 300) } });
    const next = await t.app.inject({ method: 'PUT', url: `/api/v1/console/stores/${storeId}/images`, headers: { ...owner.headers, ...again.headers }, payload: again.payload });
    expect(next.statusCode).toBe(200);
    expect(fs.existsSync(file(body.logo_full_url))).toBe(false);
    expect(next.json().cover_photo_full_url).toBe(body.cover_photo_full_url);
  });

  it('refuse what is not a picture (415), no file (400) and a stale version (409), keeping no file', async () => {
    const { version } = await settings();
    const send = (fields: Parameters<typeof formData>[0]) => {
      const form = formData(fields);
      return t.app.inject({ method: 'PUT', url: `/api/v1/console/stores/${storeId}/images`, headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    };
    const folder = path.join(t.config.dataDir, 'storage', 'store');
    const files = fs.readdirSync(folder).length;
    expect((await send({ version: String(version), logo: { filename: 'x.png', contentType: 'image/png', content: Buffer.from('not a picture') } })).statusCode).toBe(415);
    expect((await send({ version: String(version) })).statusCode).toBe(400);
    const stale = await send({ version: String(version - 1), logo: { filename: 'l.png', contentType: 'image/png', content: await png(100, 100) } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changed).toEqual(expect.arrayContaining(['logo']));
    expect(fs.readdirSync(folder).length).toBe(files);
  });
});
