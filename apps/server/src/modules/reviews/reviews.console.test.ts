import { beforeAll, describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

const { t, f } = catalogApp();

let storeId: number;
let otherStoreId: number;
let owner: StaffSession;

/** The two stores with the most published reviews: the one under test, and another. */
beforeAll(async () => {
  const rows = await t.db.selectFrom('reviews').select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 1).groupBy('store_id').orderBy('n', 'desc').orderBy('store_id').limit(2).execute();
  [storeId, otherStoreId] = rows.map((r) => r.store_id) as [number, number];
  owner = await staffSession(t, [{ role: 'owner', storeId }]);
});

type Row = { id: number; customer_name: string; rating: number; comment: string | null; item: { id: number; name: string; image_full_url: string }; created_at: string; reply: string | null };
const list = async (query = '') => {
  const res = await owner.call('GET', `stores/${storeId}/reviews${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total_size: number; limit: number; offset: number; reviews: Row[] };
};
const storefrontReview = async (id: number) => {
  const page = (await f.get(`stores/reviews?store_id=${storeId}&limit=100`, f.headers(null))).json() as { reviews: { id: number; reply: string | null }[] };
  return page.reviews.find((r) => r.id === id);
};

describe('a store\'s reviews in the console', () => {
  it('list the store\'s published reviews newest first, with customer, stars, comment, item, date and reply', async () => {
    const page = await list('?limit=100');
    const published = await t.db.selectFrom('reviews').select('id').where('store_id', '=', storeId).where('status', '=', 1).execute();
    expect(page.total_size).toBe(published.length);
    expect(page.reviews.length).toBe(Math.min(100, published.length));
    const dates = page.reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.reviews[0]).toMatchObject({ customer_name: expect.any(String), rating: expect.any(Number), item: { id: expect.any(Number), name: expect.any(String) } });
    expect(page.reviews[0]!.item.image_full_url).toMatch(/^http:\/\/storefront\.test\//);
    const items = await t.db.selectFrom('items').select('id').where('store_id', '=', storeId).execute();
    expect(page.reviews.every((r) => items.some((i) => i.id === r.item.id))).toBe(true);
    expect((await list('?limit=2&offset=2')).reviews.map((r) => r.id)).toEqual(page.reviews.slice(2, 4).map((r) => r.id));
  });

  it('reply: the reply is kept (trimmed) with an audit entry, the storefront shows it under the review, and the unanswered filter leaves it out', async () => {
    const unanswered = await list('?filter=unanswered&limit=100');
    const target = unanswered.reviews[0]!;
    const res = await owner.call('PUT', `stores/${storeId}/reviews/${target.id}/reply`, { reply: '  Thank you, see you again!  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, reply: 'Thank you, see you again!' });
    expect((await storefrontReview(target.id))?.reply).toBe('Thank you, see you again!');
    const after = await list('?filter=unanswered&limit=100');
    expect(after.total_size).toBe(unanswered.total_size - 1);
    expect(after.reviews.map((r) => r.id)).not.toContain(target.id);

    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reviews.reply').where('entity_id', '=', String(target.id)).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ entity: 'review', store_id: storeId, operator_id: owner.id });
    expect(JSON.parse(entry.before!)).toEqual({ reply: null });
    expect(JSON.parse(entry.after!)).toEqual({ reply: 'Thank you, see you again!' });

    // An empty reply takes it away again.
    const removed = await owner.call('PUT', `stores/${storeId}/reviews/${target.id}/reply`, { reply: ' ' });
    expect(removed.json()).toMatchObject({ reply: null });
    expect((await storefrontReview(target.id))?.reply).toBeNull();
    expect((await list('?filter=unanswered&limit=100')).total_size).toBe(unanswered.total_size);
    const entries = await t.db.selectFrom('audit_log').select('after').where('action', '=', 'reviews.reply').where('entity_id', '=', String(target.id)).orderBy('id').execute();
    expect(entries.map((e) => JSON.parse(e.after!))).toEqual([{ reply: 'Thank you, see you again!' }, { reply: null }]);
  });

  it('refuse a reply longer than 500 characters', async () => {
    const [review] = (await list()).reviews;
    const res = await owner.call('PUT', `stores/${storeId}/reviews/${review!.id}/reply`, { reply: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json())[0]!.code).toBe('reply');
    expect((await owner.call('PUT', `stores/${storeId}/reviews/${review!.id}/reply`, { reply: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('answer 404 for a review of another store\'s item, or a hidden one, and change nothing', async () => {
    const other = await t.db.selectFrom('reviews').select(['id', 'reply']).where('store_id', '=', otherStoreId).executeTakeFirstOrThrow();
    const res = await owner.call('PUT', `stores/${storeId}/reviews/${other.id}/reply`, { reply: 'Not yours' });
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res.json())[0]!.code).toBe('not_found');
    expect((await t.db.selectFrom('reviews').select('reply').where('id', '=', other.id).executeTakeFirstOrThrow()).reply).toBe(other.reply);
    expect((await owner.call('PUT', `stores/${storeId}/reviews/999999/reply`, { reply: 'Nobody' })).statusCode).toBe(404);

    const [hidden] = (await list()).reviews;
    await t.db.updateTable('reviews').set({ status: 0 }).where('id', '=', hidden!.id).execute();
    expect((await owner.call('PUT', `stores/${storeId}/reviews/${hidden!.id}/reply`, { reply: 'Hidden' })).statusCode).toBe(404);
    expect((await list('?limit=100')).reviews.map((r) => r.id)).not.toContain(hidden!.id);
    await t.db.updateTable('reviews').set({ status: 1 }).where('id', '=', hidden!.id).execute();
  });

  it('are not shown to the owner of another store (403)', async () => {
    const stranger = await staffSession(t, [{ role: 'owner', storeId: otherStoreId }]);
    expect((await stranger.call('GET', `stores/${storeId}/reviews`)).statusCode).toBe(403);
  });
});
