import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { claimGuest, guestExists } from '../guests/guests.repository.js';
import { linesOf, lockCart, upsertLine } from './cart.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T11:00:00.000Z';

describe('cart statements compiled once', () => {
  it('find or create each owner\'s cart and sum its lines, transaction after transaction, for guests and customers alike', async () => {
    const item = await t.db.selectFrom('items').select(['id', 'store_id', 'module_id']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await t.db.insertInto('guests').values({ id: 'guest-one', created_at: NOW }).execute();
    expect(await guestExists(t.db, 'guest-one')).toBe(true);
    expect(await guestExists(t.db, 'guest-two')).toBe(false);

    // What each round's transactions ran: compiled once, a statement is the same node in every transaction.
    const spy = vi.spyOn(Kysely.prototype, 'executeQuery');
    const ran: unknown[][] = [];
    const owners = [{ userId: null, guestId: 'guest-one' }, { userId: user.id, guestId: null }, { userId: null, guestId: 'guest-two' }];
    for (const [round, now] of [NOW, LATER].entries()) {
      spy.mockClear();
      for (const owner of owners) {
        const { cart, saved } = await t.db.transaction().execute(async (trx) => {
          // A guest's row is claimed by the cart's first line, and claiming it again changes nothing.
          if (owner.guestId) await claimGuest(trx, owner.guestId, now);
          const cart = await lockCart(trx, owner, item.module_id, item.store_id, now);
          const saved = await upsertLine(trx, { cart_id: cart.id, item_id: item.id, line_key: `${item.id}`, quantity: 2, variation: '[]', add_ons: '[{"id":1}]' }, now);
          return { cart, saved };
        });
        // As the same statements built anew would find them.
        const stored = await t.db.selectFrom('carts').selectAll().where('id', '=', cart.id).executeTakeFirstOrThrow();
        expect(cart).toEqual({ ...stored, updated_at: NOW });
        expect(cart).toMatchObject({ user_id: owner.userId, guest_id: owner.guestId, module_id: item.module_id, store_id: item.store_id, created_at: NOW });
        expect(saved).toMatchObject({ cart_id: cart.id, item_id: item.id, quantity: 2 * (round + 1), variation: '[]', add_ons: '[{"id":1}]', created_at: NOW, updated_at: now });
        expect(await linesOf(t.db, [cart.id])).toEqual(await t.db.selectFrom('cart_items').selectAll().where('cart_id', '=', cart.id).orderBy('id').execute());
      }
      ran.push(spy.mock.calls.map(([query]) => (query as { query?: unknown }).query ?? query));
    }
    spy.mockRestore();
    expect(ran[1]!.length).toBeGreaterThan(0);
    ran[1]!.forEach((query, i) => expect(query).toBe(ran[0]![i]));
    const carts = await t.db.selectFrom('carts').select('owner').where('module_id', '=', item.module_id).execute();
    expect(carts).toHaveLength(3);
    const guests = await t.db.selectFrom('guests').selectAll().where('id', 'in', ['guest-one', 'guest-two']).orderBy('id').execute();
    expect(guests).toEqual([{ id: 'guest-one', created_at: NOW }, { id: 'guest-two', created_at: NOW }]);
  });
});
