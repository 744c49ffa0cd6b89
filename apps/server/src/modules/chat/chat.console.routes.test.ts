import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSent, OperatorConversationPage, OperatorMessageDetails } from '@storefront/contract';
import { bearer, signUp } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { runningOrderWithCourier } from '../../../test/orders.js';
import { openPushStream } from '../../../test/push.js';
import { staffSession } from '../../../test/staff.js';

let t: TestApp;
let base: string;
let stores: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  stores = await t.db.selectFrom('stores').select('id').where('status', '=', 1).orderBy('id').limit(2).execute();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the store panel\'s chat', () => {
  it('hears a customer\'s message live, lists and reads the store\'s conversations, and answers as the store', async () => {
    const storeId = stores[0]!.id;
    const staff = await staffSession(t, [{ role: 'staff', storeId }]);
    const stream = await openPushStream(base, (await staff.call('POST', `stores/${storeId}/push/ticket`)).json().ticket);
    await stream.opened();
    const { token } = await signUp(t.app, { f_name: 'Rana', l_name: 'Aziz' });
    const sent = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/message/send', headers: bearer(token), payload: { receiver_type: 'vendor', receiver_id: storeId, message: 'Is the bakery open?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversation } = sent.json() as MessageSent;
    expect(await stream.waitForPush((p) => p.type === 'message' && p.conversation_id === conversation.id))
      .toMatchObject({ title: 'New message from a customer', body: 'Is the bakery open?', sender_type: 'customer' });
    stream.close();

    const list = (await staff.call('GET', `stores/${storeId}/messages`)).json() as OperatorConversationPage;
    expect(list.conversations.find((c) => c.id === conversation.id)).toMatchObject({ customer: { name: 'Rana Aziz' }, unread_message_count: 1 });
    const thread = (await staff.call('GET', `stores/${storeId}/messages/${conversation.id}`)).json() as OperatorMessageDetails;
    expect(thread.messages.map((m) => [m.message, m.is_seen])).toEqual([['Is the bakery open?', 1]]);
    const answer = await staff.call('POST', `stores/${storeId}/messages/${conversation.id}`, { message: 'Until 11 pm.' });
    expect(answer.statusCode, answer.body).toBe(200);
    const audited = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'conversation').where('entity_id', '=', String(conversation.id)).execute();
    expect(audited).toMatchObject([{ action: 'chat.reply', operator_id: staff.id, store_id: storeId }]);
    expect(JSON.parse(audited[0]!.after!)).toMatchObject({ message: 'Until 11 pm.' });
    const mine = await t.app.inject({ url: `/api/v1/customer/message/details?conversation_id=${conversation.id}`, headers: bearer(token) });
    expect(mine.json().messages[0]).toMatchObject({ message: 'Until 11 pm.', sender_type: 'vendor' });
  });

  it('does not open another store\'s conversation', async () => {
    const [mine, other] = stores as [{ id: number }, { id: number }];
    const { token } = await signUp(t.app);
    const sent = (await t.app.inject({
      method: 'POST', url: '/api/v1/customer/message/send', headers: bearer(token), payload: { receiver_type: 'vendor', receiver_id: other.id, message: 'Hello' },
    })).json() as MessageSent;
    const staff = await staffSession(t, [{ role: 'manager', storeId: mine.id }]);
    expect((await staff.call('GET', `stores/${mine.id}/messages/${sent.conversation.id}`)).statusCode).toBe(404);
    expect((await staff.call('POST', `stores/${mine.id}/messages/${sent.conversation.id}`, { message: 'Hi' })).statusCode).toBe(404);
    expect((await staff.call('GET', `stores/${mine.id}/messages`)).json().conversations.map((c: { id: number }) => c.id)).not.toContain(sent.conversation.id);
  });

  it('lets a courier read and answer the customer of its order, and no other courier', async () => {
    const [rider, other] = [await staffSession(t, [{ role: 'courier', storeId: null }]), await staffSession(t, [{ role: 'courier', storeId: null }])];
    const { token } = await signUp(t.app, { f_name: 'Mona', l_name: 'Saleh' });
    await runningOrderWithCourier(t, token, rider.id);
    const sent = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/message/send', headers: bearer(token), payload: { receiver_type: 'delivery_man', receiver_id: rider.id, message: 'Gate 3 please' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversation } = sent.json() as MessageSent;
    const list = (await rider.call('GET', 'courier/messages')).json() as OperatorConversationPage;
    expect(list.conversations.map((c) => c.id)).toEqual([conversation.id]);
    expect(((await rider.call('GET', `courier/messages/${conversation.id}`)).json() as OperatorMessageDetails).messages.map((m) => m.message)).toEqual(['Gate 3 please']);
    expect((await rider.call('POST', `courier/messages/${conversation.id}`, { message: 'On my way to gate 3' })).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_log').select(['action', 'operator_id']).where('entity', '=', 'conversation').where('entity_id', '=', String(conversation.id)).execute())
      .toEqual([{ action: 'chat.reply', operator_id: rider.id }]);
    expect(((await other.call('GET', 'courier/messages')).json() as OperatorConversationPage).conversations).toEqual([]);
    expect((await other.call('GET', `courier/messages/${conversation.id}`)).statusCode).toBe(404);
    expect((await other.call('POST', `courier/messages/${conversation.id}`, { message: 'Hi' })).statusCode).toBe(404);
  });
});
