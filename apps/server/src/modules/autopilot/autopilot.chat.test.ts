import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetails, MessageSent } from '@storefront/contract';
import { Clock } from '../../lib/clock.js';
import { bearer, signUp } from '../../../test/accounts.js';
import { createTestApp, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { operatorLogin } from '../../../test/operators.js';
import { runningOrderWithCourier } from '../../../test/orders.js';
import { AUTOPILOT_REPLIES } from '../chat/chat.service.js';
import { ChatAutopilot, CHAT_AUTOPILOT_PACE } from './autopilot.chat.js';

const clock = new Clock(SEED_NOW);
let t: TestApp;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp({}, clock);
  storeId = (await t.db.selectFrom('stores').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const pilot = () => new ChatAutopilot(t.db, { chat: t.app.services.chat, clock, speed: 1 });
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

async function write(token: string, payload: Record<string, unknown>): Promise<MessageSent> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/message/send', headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const thread = async (token: string, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/customer/message/details?conversation_id=${id}`, headers: bearer(token) })).json() as MessageDetails;

describe('the demo autopilot in chat', () => {
  it('answers a customer\'s first message to a store once, a couple of seconds later, and leaves a push', async () => {
    const { token, user } = await signUp(t.app);
    const { conversation } = await write(token, { receiver_type: 'vendor', receiver_id: storeId, message: 'Hello?' });
    const p = pilot();
    expect(await p.tick()).toBe(0);
    later(CHAT_AUTOPILOT_PACE.reply);
    // Two instances at once: one answer.
    expect((await Promise.all([p.tick(), pilot().tick()])).reduce((a, b) => a + b)).toBe(1);
    expect(await p.tick()).toBe(0);

    const first = await thread(token, conversation.id);
    expect(first.messages.map((m) => [m.sender_type, m.message])).toEqual([['vendor', AUTOPILOT_REPLIES.vendor], ['customer', 'Hello?']]);
    const pushes = await t.db.selectFrom('customer_messages').select(['type', 'body']).where('user_id', '=', user.id).execute();
    expect(pushes).toEqual([{ type: 'message', body: AUTOPILOT_REPLIES.vendor }]);

    // The conversation has its answer: later messages are the store's to answer.
    await write(token, { conversation_id: conversation.id, message: 'Thanks' });
    later(CHAT_AUTOPILOT_PACE.reply * 5);
    expect(await p.tick()).toBe(0);
    expect((await thread(token, conversation.id)).total_size).toBe(3);
  });

  it('answers for a demo courier, and leaves support and conversations staff answered first alone', async () => {
    const { token } = await signUp(t.app);
    const courier = await t.db.selectFrom('operators').select(['id', 'email']).where('role', '=', 'courier').where('demo', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await runningOrderWithCourier(t, token, courier.id);
    const rider = await write(token, { receiver_type: 'delivery_man', receiver_id: courier.id, message: 'Where are you?' });
    await write(token, { receiver_type: 'admin', message: 'Help' });
    const other = (await t.db.selectFrom('stores').select('id').where('status', '=', 1).where('id', '<>', storeId).orderBy('id').executeTakeFirstOrThrow()).id;
    const staffFirst = await write(token, { receiver_type: 'vendor', receiver_id: other, message: 'Open now?' });
    const staff = await operatorLogin(t, `store${other}@souqly.test`);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/operator/messages/${staffFirst.conversation.id}`, headers: staff.headers, payload: { message: 'Yes!' } })).statusCode).toBe(200);
    await write(token, { conversation_id: staffFirst.conversation.id, message: 'Great' });

    later(CHAT_AUTOPILOT_PACE.reply);
    expect(await pilot().tick()).toBe(1);
    expect((await thread(token, rider.conversation.id)).messages[0]).toMatchObject({ sender_type: 'delivery_man', message: AUTOPILOT_REPLIES.delivery_man });
    expect((await thread(token, staffFirst.conversation.id)).messages.map((m) => m.message)).toEqual(['Great', 'Yes!', 'Open now?']);
  });
});
