import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS, type ConversationPage, type MessageDetails, type MessageSent, type OperatorConversationPage, type OperatorMessageDetails, type OperatorMessageSent } from '@storefront/contract';
import { bearer, signUp } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { operatorLogin } from '../../../test/operators.js';
import { runningOrderWithCourier } from '../../../test/orders.js';

let t: TestApp;
let stores: { id: number; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  stores = await t.db.selectFrom('stores').select(['id', 'name']).where('status', '=', 1).orderBy('id').limit(2).execute();
});
afterAll(() => t.close());

const customer = async () => {
  const { token, user } = await signUp(t.app, { f_name: 'Mona', l_name: 'Khalil' });
  return { token, id: user.id };
};

/** The customer writes (JSON: no images). */
async function write(token: string, payload: Record<string, unknown>): Promise<MessageSent> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/message/send', headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const customerList = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/customer/message/list', headers: bearer(token) })).json() as ConversationPage;

async function reply(op: Awaited<ReturnType<typeof operatorLogin>>, id: number, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/v1/operator/messages/${id}`, headers: op.headers, payload });
}

const messageOf = (res: { json: () => unknown }) => expectEnvelope(res.json())[0]!.message;

describe('store staff answer their store\'s conversations', () => {
  it('list, read (marking the customer\'s messages seen) and reply; the customer\'s unread count follows', async () => {
    const mona = await customer();
    const store = stores[0]!;
    const staff = await operatorLogin(t, `store${store.id}@souqly.test`);
    const { conversation } = await write(mona.token, { receiver_type: 'vendor', receiver_id: store.id, message: 'Do you deliver to JLT?' });
    await write(mona.token, { conversation_id: conversation.id, message: 'Today?' });

    const listed = (await staff.get('messages')).json() as OperatorConversationPage;
    const mine = listed.conversations.find((c) => c.id === conversation.id)!;
    expect(mine).toMatchObject({ party_type: 'vendor', customer: { id: mona.id, name: 'Mona Khalil' }, unread_message_count: 2, last_message: { message: 'Today?' } });
    expect(listed.unread_total).toBeGreaterThanOrEqual(2);

    const read = await staff.get(`messages/${conversation.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const thread = read.json() as OperatorMessageDetails;
    expect(thread.conversation.unread_message_count).toBe(0);
    expect(thread.messages.map((m) => [m.message, m.is_seen])).toEqual([['Today?', 1], ['Do you deliver to JLT?', 1]]);

    const answered = await reply(staff, conversation.id, { message: ' Yes, within the hour. ' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as OperatorMessageSent).chat).toMatchObject({ sender_type: 'vendor', message: 'Yes, within the hour.', is_seen: 0 });
    await reply(staff, conversation.id, { message: 'Anything else?' });

    const page = await customerList(mona.token);
    expect(page.unread_total).toBe(2);
    expect(page.conversations[0]).toMatchObject({ id: conversation.id, unread_message_count: 2, last_message: { sender_type: 'vendor', message: 'Anything else?' } });

    const seen = (await t.app.inject({ method: 'GET', url: `/api/v1/customer/message/details?conversation_id=${conversation.id}`, headers: bearer(mona.token) })).json() as MessageDetails;
    expect(seen.conversation!.unread_message_count).toBe(0);
    expect(seen.messages.filter((m) => m.sender_type === 'vendor').map((m) => m.is_seen)).toEqual([1, 1]);
    expect((await customerList(mona.token)).unread_total).toBe(0);
  });

  it('leaves the customer a push of type message in the outbox with every reply', async () => {
    const mona = await customer();
    const store = stores[1]!;
    const staff = await operatorLogin(t, `store${store.id}@souqly.test`);
    const { conversation } = await write(mona.token, { receiver_type: 'vendor', receiver_id: store.id, message: 'Hello' });
    expect(await t.db.selectFrom('customer_messages').select('id').where('user_id', '=', mona.id).execute()).toEqual([]);
    expect((await reply(staff, conversation.id, { message: 'Hi Mona!' })).statusCode).toBe(200);
    const pushes = await t.db.selectFrom('customer_messages').selectAll().where('user_id', '=', mona.id).execute();
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ type: 'message', title: store.name, body: 'Hi Mona!', delivered_at: null });
    expect(JSON.parse(pushes[0]!.data)).toEqual({ conversation_id: conversation.id, sender_type: 'vendor', order_id: null });
  });

  it('another store\'s staff, a courier and support find nothing; a customer\'s token opens no operator route', async () => {
    const mona = await customer();
    const { conversation } = await write(mona.token, { receiver_type: 'vendor', receiver_id: stores[0]!.id, message: 'private' });
    const strangers = [
      await operatorLogin(t, `store${stores[1]!.id}@souqly.test`), await operatorLogin(t, 'courier1@souqly.test'), await operatorLogin(t, 'support@souqly.test'),
    ];
    for (const op of strangers) {
      for (const res of [await op.get(`messages/${conversation.id}`), await reply(op, conversation.id, { message: 'hello?' })]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(messageOf(res)).toBe(CHAT_TEXTS.conversation_not_found);
      }
      expect(((await op.get('messages')).json() as OperatorConversationPage).conversations.some((c) => c.id === conversation.id)).toBe(false);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/messages', headers: bearer(mona.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/messages' })).statusCode).toBe(401);
    expect((await customerList(mona.token)).conversations[0]!.last_message!.message).toBe('private');
  });
});

describe('support and couriers', () => {
  it('the seeded support operator answers support conversations', async () => {
    const mona = await customer();
    const support = await operatorLogin(t, 'support@souqly.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: support.headers })).json()).toMatchObject({ role: 'support' });
    const { conversation } = await write(mona.token, { receiver_type: 'admin', message: 'Where is my refund?' });
    const listed = (await support.get('messages')).json() as OperatorConversationPage;
    expect(listed.conversations[0]).toMatchObject({ id: conversation.id, party_type: 'admin' });
    const res = await reply(support, conversation.id, { message: 'It is on its way.' });
    expect(res.statusCode, res.body).toBe(200);
    const push = await t.db.selectFrom('customer_messages').select(['title', 'data']).where('user_id', '=', mona.id).executeTakeFirstOrThrow();
    expect(push.title).toBe('Souqly');
    expect(JSON.parse(push.data)).toMatchObject({ sender_type: 'admin' });
    expect((await customerList(mona.token)).conversations[0]).toMatchObject({ unread_message_count: 1, last_message: { sender_type: 'admin' } });
  });

  it('a courier answers their own conversations only', async () => {
    const mona = await customer();
    const rider = await operatorLogin(t, 'courier1@souqly.test');
    const other = await operatorLogin(t, 'courier2@souqly.test');
    await runningOrderWithCourier(t, mona.token, rider.id);
    const { conversation } = await write(mona.token, { receiver_type: 'delivery_man', receiver_id: rider.id, message: 'Gate 3 please' });
    expect(((await rider.get('messages')).json() as OperatorConversationPage).conversations[0]).toMatchObject({ id: conversation.id, party_type: 'delivery_man' });
    expect((await reply(rider, conversation.id, { message: 'OK' })).statusCode).toBe(200);
    expect((await other.get(`messages/${conversation.id}`)).statusCode).toBe(404);
  });
});
