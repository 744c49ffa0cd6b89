import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS, type ConversationPage, type MessageDetails, type MessageSent } from '@storefront/contract';
import { bearer, formData, logIn, signUp, type FilePart } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { PNG } from '../../../test/operators.js';
import { runningOrderWithCourier } from '../../../test/orders.js';

let t: TestApp;
let stores: { id: number; name: string }[];
let courier: { id: number; f_name: string; l_name: string };

beforeAll(async () => {
  t = await createTestApp();
  stores = await t.db.selectFrom('stores').select(['id', 'name']).where('status', '=', 1).orderBy('id').limit(6).execute();
  courier = await t.db.selectFrom('operators').select(['id', 'f_name', 'l_name']).where('role', '=', 'courier').orderBy('id').executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const customer = async (fName = 'Chatty') => (await signUp(t.app, { f_name: fName })).token;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1/customer/message/${url}`, headers: token ? bearer(token) : {} });

/** POST customer/message/send as the chat page sends it (multipart/form-data). */
function send(token: string | undefined, fields: Record<string, string | number>, images: FilePart[] = []) {
  const body = formData({ ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), ...(images.length ? { 'image[]': images } : {}) });
  return t.app.inject({ method: 'POST', url: '/api/v1/customer/message/send', headers: { ...body.headers, ...(token ? bearer(token) : {}) }, payload: body.payload });
}

async function sent(token: string, fields: Record<string, string | number>, images: FilePart[] = []): Promise<MessageSent> {
  const res = await send(token, fields, images);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const list = async (token: string, url = 'list') => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConversationPage;
};

const details = async (token: string, query: string) => {
  const res = await get(`details?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MessageDetails;
};

const messageOf = (res: { json: () => unknown }) => expectEnvelope(res.json())[0]!.message;

const orderWithCourier = (token: string) => runningOrderWithCourier(t, token, courier.id);

describe('chat needs a signed-in customer', () => {
  it('answers guests 401 "You are not logged in" on every route, before judging the input', async () => {
    const answers = await Promise.all([
      get('list'), get('search-list?name=a'), get('details?conversation_id=1'), get('details?receiver_type=nobody'),
      send(undefined, { receiver_type: 'admin', message: 'hi' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(401);
      expect(messageOf(res)).toBe('You are not logged in');
    }
  });
});

describe('a conversation with a store', () => {
  it('starts with the first message, lists it newest first and shows the thread', async () => {
    const token = await customer();
    const [store, other] = [stores[0]!, stores[1]!];
    const empty = await details(token, `receiver_type=vendor&receiver_id=${store.id}`);
    expect(empty).toMatchObject({ conversation: null, messages: [], total_size: 0, receiver: { id: store.id, type: 'vendor', name: store.name } });

    const first = await sent(token, { receiver_type: 'vendor', receiver_id: store.id, message: '  Is the bread fresh today?  ' });
    expect(first.message).toBe(CHAT_TEXTS.sent);
    expect(first.chat).toMatchObject({ sender_type: 'customer', message: 'Is the bread fresh today?', images: [], order_id: null, is_seen: 0 });
    expect(first.conversation).toMatchObject({ receiver_type: 'vendor', receiver: { id: store.id, name: store.name }, unread_message_count: 0, can_reply: true });
    await sent(token, { receiver_type: 'vendor', receiver_id: other.id, message: 'Hello other store' });
    const again = await sent(token, { conversation_id: first.conversation.id, message: 'And the milk?' });
    expect(again.conversation.id).toBe(first.conversation.id);

    const page = await list(token);
    expect(page).toMatchObject({ total_size: 2, limit: 10, offset: 1, unread_total: 0 });
    expect(page.conversations.map((c) => c.receiver.id)).toEqual([store.id, other.id]);
    expect(page.conversations[0]!.last_message).toMatchObject({ message: 'And the milk?', sender_type: 'customer' });

    const thread = await details(token, `conversation_id=${first.conversation.id}`);
    expect(thread.total_size).toBe(2);
    expect(thread.messages.map((m) => m.message)).toEqual(['And the milk?', 'Is the bread fresh today?']);
    expect(thread.receiver).toMatchObject({ id: store.id, name: store.name });
    expect((await details(token, `receiver_type=vendor&receiver_id=${store.id}&limit=1&offset=2`)).messages.map((m) => m.message)).toEqual(['Is the bread fresh today?']);
  });

  it('refuses an empty message, a missing receiver, an unknown store and another customer\'s order', async () => {
    const token = await customer();
    const store = stores[2]!;
    const empty = await send(token, { receiver_type: 'vendor', receiver_id: store.id, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe(CHAT_TEXTS.empty);
    const nobody = await send(token, { message: 'hi' });
    expect(nobody.statusCode).toBe(400);
    expect(messageOf(nobody)).toBe(CHAT_TEXTS.no_receiver);
    const noId = await send(token, { receiver_type: 'vendor', message: 'hi' });
    expect(noId.statusCode).toBe(400);
    const long = await send(token, { receiver_type: 'admin', message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    const unknown = await send(token, { receiver_type: 'vendor', receiver_id: 999_999, message: 'hi' });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(CHAT_TEXTS.receiver_not_found);
    expect((await get('details?receiver_type=vendor&receiver_id=999999', token)).statusCode).toBe(404);
    const badType = await get('details?receiver_type=pilot&receiver_id=1', token);
    expect(badType.statusCode).toBe(400);
    for (const query of ['', 'receiver_type=vendor', 'receiver_id=3']) {
      const res = await get(`details?${query}`, token);
      expect(res.statusCode, query).toBe(400);
      expect(messageOf(res)).toBe(CHAT_TEXTS.no_receiver);
    }

    const someoneElses = await orderWithCourier(await customer());
    const foreign = await send(token, { receiver_type: 'vendor', receiver_id: store.id, message: 'about my order', order_id: someoneElses });
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe(CHAT_TEXTS.order_not_found);
    expect((await list(token)).total_size).toBe(0);

    const mine = await orderWithCourier(token);
    expect((await sent(token, { receiver_type: 'vendor', receiver_id: store.id, message: 'about my order', order_id: mine })).chat.order_id).toBe(mine);
  });

  it('takes up to three pictures by content, stored re-encoded, and refuses others', async () => {
    const token = await customer();
    const store = stores[3]!;
    const withImage = await sent(token, { receiver_type: 'vendor', receiver_id: store.id }, [PNG]);
    expect(withImage.chat.message).toBeNull();
    expect(withImage.chat.images).toHaveLength(1);
    const url = withImage.chat.images[0]!;
    // Private: a signed link for the conversation's two sides, the file outside the public storage folder.
    expect(url).toMatch(/^http:\/\/storefront\.test\/api\/v1\/files\/chat\/[a-f0-9]{32}\.webp\?expires=\d+&sig=[\w-]{43}$/);
    const relative = new URL(url).pathname.replace('/api/v1/files/', '');
    expect(fs.existsSync(path.join(t.config.dataDir, 'private', relative))).toBe(true);
    expect((await t.app.inject(url.replace('http://storefront.test', ''))).statusCode).toBe(200);
    expect((await t.app.inject(`/storage/${relative}`)).statusCode).toBe(404);
    expect((await list(token)).conversations[0]!.last_message!.images).toEqual([url]);

    const text: FilePart = { filename: 'photo.png', contentType: 'image/png', content: Buffer.from('not a picture at all') };
    const notImage = await send(token, { receiver_type: 'vendor', receiver_id: store.id, message: 'look' }, [text]);
    expect(notImage.statusCode).toBe(415);
    expect(messageOf(notImage)).toBe('The image must be a JPG, PNG or GIF picture.');
    const four = await send(token, { receiver_type: 'vendor', receiver_id: store.id, message: 'look' }, [PNG, PNG, PNG, PNG]);
    expect(four.statusCode).toBe(400);
    expect(messageOf(four)).toBe(CHAT_TEXTS.too_many_images);
    expect((await details(token, `receiver_type=vendor&receiver_id=${store.id}`)).total_size).toBe(1);
    expect((await sent(token, { receiver_type: 'vendor', receiver_id: store.id, message: 'three' }, [PNG, PNG, PNG])).chat.images).toHaveLength(3);
  });
});

describe('a conversation with support', () => {
  it('needs no receiver id and shows the business as the party', async () => {
    const token = await customer();
    const empty = await details(token, 'receiver_type=admin');
    expect(empty).toMatchObject({ conversation: null, receiver: { id: 0, type: 'admin', name: 'Souqly' } });
    const first = await sent(token, { receiver_type: 'admin', message: 'I need help with my account' });
    expect(first.conversation).toMatchObject({ receiver_type: 'admin', receiver: { id: 0, name: 'Souqly' }, can_reply: true });
    expect((await sent(token, { receiver_type: 'admin', receiver_id: 5, message: 'Still there?' })).conversation.id).toBe(first.conversation.id);
    expect((await list(token)).conversations).toHaveLength(1);
    expect((await details(token, 'receiver_type=admin')).messages.map((m) => m.message)).toEqual(['Still there?', 'I need help with my account']);
  });
});

describe('a conversation with a courier', () => {
  it('is open while one of the customer\'s orders with them runs, and stays readable after', async () => {
    const token = await customer();
    expect((await send(token, { receiver_type: 'delivery_man', receiver_id: courier.id, message: 'hi' })).statusCode).toBe(404);
    expect((await get(`details?receiver_type=delivery_man&receiver_id=${courier.id}`, token)).statusCode).toBe(404);

    const orderId = await orderWithCourier(token);
    const first = await sent(token, { receiver_type: 'delivery_man', receiver_id: courier.id, message: 'Please ring twice', order_id: orderId });
    expect(first.conversation).toMatchObject({ receiver_type: 'delivery_man', receiver: { id: courier.id, name: `${courier.f_name} ${courier.l_name}` }, can_reply: true });

    await t.db.updateTable('orders').set({ order_status: 'delivered' }).where('id', '=', orderId).execute();
    for (const res of [
      await send(token, { conversation_id: first.conversation.id, message: 'Thanks!' }),
      await send(token, { receiver_type: 'delivery_man', receiver_id: courier.id, message: 'Thanks!' }),
    ]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(messageOf(res)).toBe(CHAT_TEXTS.courier_closed);
    }
    const thread = await details(token, `conversation_id=${first.conversation.id}`);
    expect(thread.conversation!.can_reply).toBe(false);
    expect(thread.messages.map((m) => m.message)).toEqual(['Please ring twice']);
    expect((await list(token)).conversations[0]!.can_reply).toBe(false);
  });
});

describe('conversations of others', () => {
  it('are not found, neither to read nor to write in', async () => {
    const owner = await customer();
    const stranger = await logIn(t.app);
    const { conversation } = await sent(owner, { receiver_type: 'admin', message: 'private' });
    for (const res of [await get(`details?conversation_id=${conversation.id}`, stranger), await send(stranger, { conversation_id: conversation.id, message: 'hijack' })]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(messageOf(res)).toBe(CHAT_TEXTS.conversation_not_found);
    }
    expect((await details(owner, `conversation_id=${conversation.id}`)).messages.map((m) => m.message)).toEqual(['private']);
    expect((await list(stranger)).conversations.some((c) => c.id === conversation.id)).toBe(false);
  });
});

describe('search-list', () => {
  it('finds the customer\'s conversations by the party\'s name in any case', async () => {
    const token = await customer();
    const [a, b] = [stores[4]!, stores[5]!];
    await sent(token, { receiver_type: 'vendor', receiver_id: a.id, message: 'one' });
    await sent(token, { receiver_type: 'vendor', receiver_id: b.id, message: 'two' });
    await sent(token, { receiver_type: 'admin', message: 'three' });
    const part = a.name.slice(1, 5);
    const found = await list(token, `search-list?name=${encodeURIComponent(part.toUpperCase())}`);
    expect(found.conversations.map((c) => c.receiver.id)).toContain(a.id);
    expect(found.conversations.every((c) => c.receiver.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(found.total_size).toBe(found.conversations.length);
    expect((await list(token, 'search-list?name=souq')).conversations.map((c) => c.receiver_type)).toEqual(['admin']);
    expect((await list(token, 'search-list?name=zzzz%25')).total_size).toBe(0);
    expect((await get('search-list', token)).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the customer\'s and the operator\'s chat paths with a tag and their answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const ops = [
      ['get', 'customer/message/list'], ['get', 'customer/message/search-list'], ['get', 'customer/message/details'], ['post', 'customer/message/send'],
      ['get', 'operator/messages'], ['get', 'operator/messages/{id}'], ['post', 'operator/messages/{id}'],
    ] as const;
    for (const [method, path] of ops) {
      const op = doc.paths[`/api/v1/${path}`]?.[method];
      expect(op, path).toBeDefined();
      expect(op.tags?.length, path).toBeGreaterThan(0);
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['200', '400', '401']));
    }
  });
});
