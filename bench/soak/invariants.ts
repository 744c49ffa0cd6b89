// What must hold after the soak, read directly from the database (and from the push watchers' records).
import type { Sql } from './database.js';
import type { LoadRecord } from './load.js';
import type { Shop } from './shop.js';

export interface Invariant {
  name: string;
  held: boolean;
  detail: string;
}

interface OrderRow {
  id: number;
  owner: string;
  idempotency_key: string | null;
  order_status: string;
  coupon_code: string | null;
}

const first = <T>(list: T[], n = 3) => list.slice(0, n).join('; ') + (list.length > n ? ` … (${list.length})` : '');

function check(name: string, problems: string[], fine: string): Invariant {
  return { name, held: problems.length === 0, detail: problems.length ? first(problems) : fine };
}

export async function checkInvariants(sql: Sql, shop: Shop, load: LoadRecord, engine: string, kills: number): Promise<Invariant[]> {
  const orders = (await sql.all<OrderRow>('select id, owner, idempotency_key, order_status, coupon_code from orders where id > ?', [shop.firstOrderId]))
    .map((o) => ({ ...o, id: Number(o.id) }));
  const byId = new Map(orders.map((o) => [o.id, o]));
  const byKey = new Map(orders.filter((o) => o.idempotency_key).map((o) => [o.idempotency_key!, o]));
  const lines = new Map<number, { item: number; quantity: number }[]>();
  for (const d of await sql.all<{ order_id: number; item_id: number; quantity: number }>('select order_id, item_id, quantity from order_details where order_id > ?', [shop.firstOrderId])) {
    const list = lines.get(Number(d.order_id)) ?? [];
    lines.set(Number(d.order_id), [...list, { item: Number(d.item_id), quantity: Number(d.quantity) }]);
  }
  const live = orders.filter((o) => o.order_status !== 'canceled');
  const out: Invariant[] = [];

  const lost: string[] = [];
  for (const p of load.placements.filter((p) => p.orderId !== null)) {
    const got = [...new Set((lines.get(p.orderId!) ?? []).map((l) => l.item))].sort();
    if (!byId.has(p.orderId!)) lost.push(`order ${p.orderId} answered 200 but missing`);
    else if (got.length === 0) lost.push(`order ${p.orderId} has no lines`);
    else if (p.items && got.join() !== [...new Set(p.items)].sort().join()) lost.push(`order ${p.orderId} has items ${got} for a cart of ${p.items}`);
  }
  out.push(check('every answered order exists with its lines', lost, `${load.placements.filter((p) => p.orderId !== null).length} orders`));

  const mismatched: string[] = [];
  for (const p of load.placements.filter((p) => p.status !== null)) {
    const made = byKey.get(p.key)?.id ?? null;
    if (made !== p.orderId) mismatched.push(`key ${p.key.slice(0, 8)}: answered ${p.status}${p.orderId ? ` (order ${p.orderId})` : ''}, database has ${made ?? 'none'}`);
  }
  for (const r of load.repeats) {
    const ids = new Set(r.answers.filter((a) => a.orderId !== null).map((a) => a.orderId));
    if (ids.size > 1 || (!r.together && r.answers.some((a) => a.status !== null && a.status !== 200))) mismatched.push(`repeated key answered ${r.answers.map((a) => `${a.status}/${a.orderId}`).join(' and ')}`);
  }
  const doubleClicks = load.repeats.filter((r) => r.together);
  const split = doubleClicks.filter((r) => new Set(r.answers.map((a) => a.why)).size > 1);
  out.push(check('each Idempotency-Key: one order, the one answered', mismatched,
    `${load.placements.length} keys; ${load.repeats.length - doubleClicks.length} sent again, ${doubleClicks.length} twice at once`
    + (split.length ? ` (answered differently: ${first(split.map((r) => r.answers.map((a) => a.why ?? `order ${a.orderId}`).join(' / ')))})` : '')));

  const shared = await sql.all<{ owner: string; n: number }>('select owner, idempotency_key, count(*) as n from orders where idempotency_key is not null group by owner, idempotency_key having count(*) > 1');
  out.push(check('no two orders share (owner, idempotency_key)', shared.map((s) => `${s.owner}: ${s.n} orders`), 'none'));

  const stock = await sql.all<{ id: number; stock: number }>(`select id, stock from items where id in (${shop.items.map(() => '?').join(', ')})`, shop.items);
  const sold = new Map<number, number>();
  for (const o of live) for (const l of lines.get(o.id) ?? []) sold.set(l.item, (sold.get(l.item) ?? 0) + l.quantity);
  out.push(check('stock = initial - sold (non-canceled orders)', stock.filter((s) => Number(s.stock) !== shop.initialStock.get(Number(s.id))! - (sold.get(Number(s.id)) ?? 0) || Number(s.stock) < 0)
    .map((s) => `item ${s.id}: ${s.stock}, expected ${shop.initialStock.get(Number(s.id))! - (sold.get(Number(s.id)) ?? 0)}`),
  `${stock.length} items, ${[...sold.values()].reduce((a, b) => a + b, 0)} units sold`));

  const wallets = await sql.all<{ id: number; wallet_balance: number; net: number }>(
    `select u.id, u.wallet_balance, coalesce(sum(w.credit - w.debit), 0) as net from users u left join wallet_transactions w on w.user_id = u.id
     group by u.id, u.wallet_balance`);
  out.push(check('wallet balance = sum of its ledger', wallets.filter((w) => Number(w.wallet_balance) !== Number(w.net) || Number(w.wallet_balance) < 0)
    .map((w) => `user ${w.id}: ${w.wallet_balance} held, ledger ${w.net}`), `${wallets.length} accounts`));

  out.push(check('coupon uses within limits and = live orders', await couponProblems(sql, shop, live), 'total and per owner'));
  out.push(...pushInvariants(load, engine, kills));
  return out;
}

async function couponProblems(sql: Sql, shop: Shop, live: OrderRow[]): Promise<string[]> {
  const problems: string[] = [];
  const coupons = await sql.all<{ id: number; code: string; usage_limit: number | null; total_limit: number | null; total_uses: number }>(
    'select id, code, usage_limit, total_limit, total_uses from coupons');
  const owners = await sql.all<{ coupon_id: number; owner: string; uses: number }>('select coupon_id, owner, uses from coupon_redemptions');
  const count = (code: string, owner?: string) => live.filter((o) => o.coupon_code === code && (owner === undefined || o.owner === owner)).length;
  for (const c of coupons) {
    const total = Number(c.total_uses);
    if (c.total_limit !== null && total > Number(c.total_limit)) problems.push(`${c.code}: ${total} uses, limit ${c.total_limit}`);
    const expected = (shop.couponUses.get(`${c.code} `) ?? 0) + count(c.code);
    if (total !== expected) problems.push(`${c.code}: ${total} uses for ${expected} live orders`);
    for (const r of owners.filter((r) => Number(r.coupon_id) === Number(c.id))) {
      const uses = Number(r.uses);
      if (c.usage_limit && uses > Number(c.usage_limit)) problems.push(`${c.code} by ${r.owner}: ${uses} uses, limit ${c.usage_limit}`);
      const mine = (shop.couponUses.get(`${c.code} ${r.owner}`) ?? 0) + count(c.code, r.owner);
      if (uses !== mine) problems.push(`${c.code} by ${r.owner}: ${uses} uses for ${mine} live orders`);
    }
  }
  return problems;
}

function pushInvariants(load: LoadRecord, engine: string, kills: number): Invariant[] {
  const sum = load.watchers.map((w) => w.summary()).reduce((a, b) => ({
    expected: a.expected + b.expected, delivered: a.delivered + b.delivered, crossed: a.crossed + b.crossed, missed: a.missed + b.missed,
    missedDelivered: a.missedDelivered + b.missedDelivered, replayed: a.replayed + b.replayed, reconnects: a.reconnects + b.reconnects,
  }));
  const many = engine === 'postgres' && load.watchers.length > 1;
  const out: Invariant[] = [{
    name: many ? 'pushes delivered, across instances' : 'pushes delivered',
    held: sum.expected > 0 && sum.delivered === sum.expected && (!many || sum.crossed > 0),
    detail: `${sum.delivered}/${sum.expected} order_status pushes${many ? `, ${sum.crossed} written on another instance than the stream's` : ''}`,
  }];
  if (kills > 0) {
    out.push({
      name: 'replay after a kill brings what was missed',
      held: sum.missed > 0 && sum.missedDelivered === sum.missed,
      detail: sum.missed === 0 ? `not exercised: no push written while a stream was down (${sum.reconnects} reconnects)`
        : `${sum.missedDelivered}/${sum.missed} missed pushes came after ${sum.reconnects} reconnects (${sum.replayed} replayed)`,
    });
  }
  return out;
}
