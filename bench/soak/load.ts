// The mixed load: guests and customers browse, fill carts with overlapping items in shuffled orders (so that
// placements lock the same rows in different orders), place orders with an Idempotency-Key (some twice, at
// once or again later), with the coupon, paid in cash, partly or wholly from the wallet (topped up through
// the test payment gateway), and cancel some. The first customers hold push streams (push.ts), and the
// store's orders board is held on the last instance (board.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { Client, type Answer, type Http } from './http.js';
import { BoardWatcher } from './board.js';
import { PushWatcher } from './push.js';
import { COUPON, type Shop } from './shop.js';

/** One order placement: what the client put in the cart, and the final answer (null: no answer at all). */
export interface Placement {
  key: string;
  /** Items whose cart/add was answered 200 after the cart was emptied; null when emptying it failed. */
  items: number[] | null;
  status: number | null;
  orderId: number | null;
}

/** An answer to a placement: its status, the order it made, or why not. */
export interface Outcome {
  status: number | null;
  orderId: number | null;
  why: string | null;
}

/** The same placement sent again (later, or twice at once): each answer. */
export interface Repeat {
  together: boolean;
  answers: Outcome[];
}

export interface LoadRecord {
  placements: Placement[];
  repeats: Repeat[];
  watchers: PushWatcher[];
  /** The store's orders board, held on the last instance. */
  board: BoardWatcher | null;
  /** Refusals of order placement, by status and message. */
  refusals: Map<string, number>;
  clientErrors: string[];
}

const WORDS = ['milk', 'bread', 'rice', 'apple', 'cheese', 'water', 'tea', 'coffee', 'eggs', 'juice'];
function outcome(a: Answer | null): Outcome {
  if (a?.status === 200) return { status: 200, orderId: a.body.order_id as number, why: null };
  return { status: a?.status ?? null, orderId: null, why: a ? `${a.status} ${a.body?.errors?.[0]?.message ?? ''}`.trim() : 'no answer' };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const chance = (p: number) => Math.random() < p;

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Gateway money into the wallet: start the add-fund payment, press Pay on the test gateway's page, follow its callback. */
async function addFund(c: Client, amount: number): Promise<boolean> {
  const started = await c.call('POST', 'customer/wallet/add-fund', { amount, payment_method: 'digital_payment' });
  if (started?.status !== 200) return false;
  const paid = await c.raw('POST', new URL(started.body.redirect_link).pathname, { outcome: 'paid' });
  const callback = paid?.status === 303 ? paid.headers.get('location') : null;
  const back = callback ? await c.raw('GET', callback) : null;
  return back?.status === 303 && (back.headers.get('location') ?? '').includes('flag=success');
}

class Shopper {
  iterations = 0;

  constructor(
    readonly client: Client,
    private readonly shop: Shop,
    private readonly record: LoadRecord,
    readonly customer: boolean,
    readonly watcher: PushWatcher | null,
  ) {}

  async signUp(n: number, run: string): Promise<void> {
    const phone = `+97155${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const body = { f_name: 'Soak', l_name: `Client ${n}`, email: `soak-${run}-${n}@soak.test`, phone, password: 'Soak#2026!' };
    const res = await this.client.call('POST', 'auth/sign-up', body);
    if (res?.status !== 200) throw new Error(`sign-up answered ${res?.status}: ${JSON.stringify(res?.body)}`);
    this.client.token = res.body.token;
    if (!(await addFund(this.client, 500))) throw new Error('adding fund through the test gateway failed');
  }

  async iterate(): Promise<void> {
    this.iterations++;
    const c = this.client;
    for (let i = 0; i < 2; i++) {
      await c.call('GET', pick(['config', `stores/details/${this.shop.storeId}`, `items/details/${pick(this.shop.items)}`, `items/search?name=${pick(WORDS)}`]));
    }
    const guestId = this.customer ? null : (await c.call('POST', 'auth/guest/request'))?.body?.guest_id as string | undefined;
    if (guestId === undefined) return;
    const owner = guestId ? { guest_id: guestId } : {};
    const emptied = await c.call('DELETE', `customer/cart/remove${guestId ? `?guest_id=${guestId}` : ''}`);
    // Overlapping items in a different order each time; the scarce one now and then.
    const [scarce, ...plenty] = this.shop.items;
    const chosen = shuffled([...shuffled(plenty).slice(0, 2 + Math.floor(Math.random() * 3)), ...(chance(0.25) ? [scarce!] : [])]);
    const added: number[] = [];
    for (const item of chosen) {
      if ((await c.call('POST', 'customer/cart/add', { ...owner, item_id: item, quantity: 1 + Math.floor(Math.random() * 2) }))?.status === 200) added.push(item);
    }
    if (added.length === 0) return;
    const placed = await this.place(owner, guestId, emptied?.status === 200 ? added : null);
    const orderId = placed?.status === 200 ? (placed.body.order_id as number) : null;
    if (orderId !== null && chance(this.watcher ? 0.7 : 0.3)) {
      const canceled = await c.call('PUT', 'customer/order/cancel', { ...owner, order_id: orderId, reason: 'Soak test' });
      if (canceled?.status === 200) this.watcher?.expect(orderId, canceled);
    }
    if (this.customer && this.iterations % 5 === 0) await addFund(c, 200);
  }

  private async place(owner: { guest_id?: string }, guestId: string | null, items: number[] | null): Promise<Answer | null> {
    const contact = { contact_person_name: 'Soak Client', contact_person_number: '+971551234567', contact_person_email: 'soak@soak.test' };
    const r = Math.random();
    const body = {
      ...owner, order_type: 'delivery', address: { ...this.shop.address, ...contact },
      payment_method: this.customer && r < 0.25 ? 'wallet' : 'cash_on_delivery',
      ...(this.customer && r >= 0.25 && r < 0.5 ? { partial_payment: 1 } : {}),
      ...(guestId ? { contact } : {}),
      ...(chance(0.3) ? { coupon_code: COUPON } : {}),
    };
    const key = randomUUID();
    const sentAt = Date.now();
    const send = () => this.client.call('POST', 'customer/order/place', body, { key });
    let answer: Answer | null;
    if (chance(0.08)) {
      // A double click: the same request to two instances at once.
      const both = await Promise.all([send(), send()]);
      this.record.repeats.push({ together: true, answers: both.map(outcome) });
      answer = both.find((a) => a?.status === 200) ?? both[0]!;
    } else {
      answer = await send();
      if (answer?.status === 200 && chance(0.08)) this.record.repeats.push({ together: false, answers: [outcome(answer), outcome(await send())] });
    }
    const { status, orderId, why } = outcome(answer);
    this.record.placements.push({ key, items, status, orderId });
    if (orderId !== null) this.record.board?.placed(orderId, sentAt);
    if (why) this.record.refusals.set(why, (this.record.refusals.get(why) ?? 0) + 1);
    return answer;
  }
}

export interface LoadPlan {
  shop: Shop;
  clients: number;
  /** Clients below this number are customers holding a push stream, first on the instance of their number. */
  pushStreams: number;
  /** Told when the customers are signed up and the streams open: the load proper begins. */
  onStart: () => void;
  over: () => boolean;
}

/** Signs the customers up (each with wallet money), opens the push streams, then runs every client until over(). */
export async function runLoad(http: Http, { shop, clients, pushStreams, onStart, over }: LoadPlan): Promise<LoadRecord> {
  const run = randomBytes(4).toString('hex');
  const [a, b] = randomBytes(2);
  const board = new BoardWatcher(http.urls, http.urls.length - 1, shop.storeId, `10.${a}.${b}.250`);
  const record: LoadRecord = { placements: [], repeats: [], watchers: [], board, refusals: new Map(), clientErrors: [] };
  const catalogue = { zoneId: `[${shop.zoneId}]`, moduleId: String(shop.moduleId) };
  const shoppers = Array.from({ length: clients }, (_, n) => {
    // Its own forwarded address, new each run: attempt limits counted in Redis outlive a run.
    const client = new Client(http, `10.${a}.${b}.${n + 1}`, catalogue);
    const watcher = n < pushStreams ? new PushWatcher(client, http.urls, n % http.urls.length) : null;
    if (watcher) record.watchers.push(watcher);
    // Guests and customers alternate after the stream holders.
    return new Shopper(client, shop, record, watcher !== null || n % 2 === 0, watcher);
  });
  await Promise.all(shoppers.map((s, n) => (s.customer ? s.signUp(n, run) : undefined)));
  const streams = [...record.watchers.map((w) => w.run()), board.run()];
  await Promise.all([...record.watchers.map((w) => w.opened), board.opened]);
  onStart();
  await Promise.all(shoppers.map(async (s) => {
    while (!over()) {
      try {
        await s.iterate();
      } catch (err) {
        if (record.clientErrors.length < 5) record.clientErrors.push(String(err));
      }
    }
  }));
  await Promise.all([...record.watchers.map((w) => w.drain(8000)), board.drain(8000)]);
  for (const w of record.watchers) w.stop();
  board.stop();
  await Promise.all(streams);
  return record;
}
