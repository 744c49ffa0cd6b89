import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type OperatorConversation } from '@storefront/contract';
import { conversationsOptions, threadOptions, UNPUSHED_REFRESH_MS } from '../../features/chat/api/chat-api';
import { initI18n } from '../../i18n';
import { chatBase } from '../../lib/chat-keys';
import { chatMessage, conversationWith, openAndAnswer } from '../../test/chat-fixtures';
import { openAsCourier } from '../../test/courier-fixtures';
import { refusal } from '../../test/render-console';

const conversation = conversationWith(7, 'delivery_man', 'Layla Saeed', 'The gate code is 4411', 2);
const page = (conversations: OperatorConversation[]) => ({ total_size: conversations.length, limit: 50, offset: 1, unread_total: 2, conversations });

describe("the courier's messages", () => {
  it('lists the conversations with their unread counts, opens one and sends an answer', async () => {
    const { calls } = openAsCourier('/courier/messages', {
      'GET console/courier/messages?limit=50': { status: 200, body: page([conversation]) },
      'GET console/courier/messages/7?limit=50': {
        status: 200, body: { total_size: 2, limit: 50, offset: 1, conversation, messages: [chatMessage(2, 'The gate code is 4411', 'customer', 7), chatMessage(1, 'Where are you?', 'customer', 7)] },
      },
      'POST console/courier/messages/7': { status: 200, body: { message: 'Message sent', conversation, chat: chatMessage(3, 'Two minutes away.', 'delivery_man', 7) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const { list, thread } = await openAndAnswer(calls, {
      customer: 'Layla Saeed', unread: '2 unread messages', shown: 'Where are you?', answer: 'Two minutes away.', post: 'console/courier/messages/7',
    });
    // The page is phone-wide: the open conversation takes the list's place, and Back brings it again.
    expect(list.className).toContain('hidden');
    expect(list.className).not.toContain('md:flex');
    fireEvent.click(within(thread).getByRole('button', { name: 'Back' }));
    expect((await screen.findByRole('list', { name: 'Conversations' })).className).not.toContain('hidden');
  });

  it('says so when no customer has written yet', async () => {
    openAsCourier('/courier/messages', { 'GET console/courier/messages?limit=50': { status: 200, body: page([]) } });
    expect(await screen.findByText('No messages yet. Customers can write to you about their order.')).toBeTruthy();
  });

  it('offers to try again when the conversations cannot be read', async () => {
    let answer = refusal(503, 'unavailable', 'The service is unavailable');
    openAsCourier('/courier/messages', { 'GET console/courier/messages?limit=50': () => answer });
    expect((await screen.findByRole('alert')).textContent).toContain('The service is unavailable');
    answer = { status: 200, body: page([conversation]) };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Layla Saeed/ })).toBeTruthy();
  });

  it('reads the conversations again every 15 s and on focus, having no push stream; the store does not poll', () => {
    const courier = { base: chatBase.courier, refreshMs: UNPUSHED_REFRESH_MS };
    expect(conversationsOptions(courier)).toMatchObject({ refetchInterval: 15_000, refetchOnWindowFocus: true });
    expect(threadOptions(courier, 7)).toMatchObject({ refetchInterval: 15_000, refetchOnWindowFocus: true });
    expect(conversationsOptions({ base: chatBase.store(3) }).refetchInterval).toBeUndefined();
  });

  it('reads right to left in Arabic', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, 'ar');
    await initI18n('ar');
    openAsCourier('/courier/messages', { 'GET console/courier/messages?limit=50': { status: 200, body: page([]) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'الرسائل' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('لا توجد رسائل بعد. يمكن للعملاء مراسلتك بشأن طلبهم.')).toBeTruthy();
  });
});
