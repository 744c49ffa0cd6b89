import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foreignWrites, readTableOwners, serverSources, type TableOwners } from './table-owners.js';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const owners = readTableOwners(path.join(src, 'modules'));

describe('every table has one owner', () => {
  it('each table is declared by exactly one feature', () => {
    expect(owners.twice).toEqual([]);
    // The tables that money, stock and accounts live in, with the features the rules live in.
    expect(Object.fromEntries(['items', 'flash_sale_items', 'coupons', 'coupon_redemptions', 'users', 'wallet_transactions', 'loyalty_point_transactions', 'order_details', 'customer_messages', 'settings']
      .map((t) => [t, owners.owner.get(t)]))).toEqual({
      items: 'catalog', flash_sale_items: 'campaigns', coupons: 'offers', coupon_redemptions: 'offers', users: 'profile', wallet_transactions: 'wallet',
      loyalty_point_transactions: 'loyalty', order_details: 'orders', customer_messages: 'push', settings: 'config',
    });
    expect([...owners.writers.get('items')!.get('stock')!]).toEqual(['inventory']);
    expect([...owners.writers.get('users')!.get('wallet_balance')!]).toEqual(['wallet']);
  });

  it('no feature writes a table of another, beyond the columns granted to it', () => {
    expect(foreignWrites(serverSources(src), owners)).toEqual([]);
  });
});

describe('the ownership check', () => {
  const sample: TableOwners = {
    owner: new Map([['items', 'catalog'], ['users', 'customer']]),
    writers: new Map([['items', new Map([['stock', new Set(['inventory'])]])], ['users', new Map()]]),
    twice: [],
  };
  const file = (feature: string, text: string) => ({ feature, name: `modules/${feature}/${feature}.repository.ts`, text });

  it('lets the owner write anything and others update only the columns granted to them', () => {
    expect(foreignWrites([
      file('catalog', "await db.insertInto('items').values(row).execute(); await db.deleteFrom('items').execute();"),
      file('inventory', "trx.updateTable('items').set((eb) => ({ stock: eb('stock', '-', quantity) })).where('id', '=', id);"),
      file('inventory', "trx.updateTable('items').set({ stock: 0, }).where('id', '=', id);"),
    ], sample)).toEqual([]);
  });

  it('finds inserts, deletes and updates of another feature\'s table, raw SQL included', () => {
    expect(foreignWrites([
      file('checkout', "await trx.insertInto('items').values(row).execute();"),
      file('checkout', "await trx.deleteFrom('users').where('id', '=', 1).execute();"),
      file('inventory', "trx.updateTable('items').set((eb) => ({ stock: eb('stock', '-', q), order_count: eb('order_count', '+', q) }));"),
      file('reviews', "trx.updateTable('items').set(rating).where('id', '=', id);"),
      file('wallet', 'await sql`update users set wallet_balance = 0`.execute(db);'),
      file('wallet', "db.updateTable('ghosts').set({ a: 1 });"),
    ], sample)).toEqual([
      'modules/checkout/checkout.repository.ts: insertInto items (owned by catalog)',
      'modules/checkout/checkout.repository.ts: deleteFrom users (owned by customer)',
      'modules/inventory/inventory.repository.ts: updateTable items.order_count (owned by catalog)',
      'modules/reviews/reviews.repository.ts: updateTable items.(columns not named in place) (owned by catalog)',
      'modules/wallet/wallet.repository.ts: update users (owned by customer)',
      'modules/wallet/wallet.repository.ts: updateTable ghosts (no feature declares ghosts)',
    ]);
  });
});
