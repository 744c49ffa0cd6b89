import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { chatMessage, conversationWith, openAndAnswer } from '../../../test/chat-fixtures';
import { FakeSource } from '../../../test/fake-event-source';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const conversation = conversationWith(5, 'vendor', 'Rana Aziz', 'Is the bakery open?', 1);
const list = { status: 200, body: { total_size: 1, limit: 50, offset: 1, unread_total: 1, conversations: [conversation] } };

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSource.last = null;
});

describe('the store panel\'s chat', () => {
  it('lists the store\'s conversations with their unread counts, opens one and sends an answer', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    const calls = mockApi({
      'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('store', { store: { id: 3, name: 'Green Basket' } })) },
      'POST console/stores/3/push/ticket': { status: 503, body: { errors: [{ code: 'service_unavailable', message: 'Down' }] } },
      'GET console/stores/3/messages?limit=50': list,
      'GET console/stores/3/messages/5?limit=50': { status: 200, body: { total_size: 1, limit: 50, offset: 1, conversation, messages: [chatMessage(2, 'Is the bakery open?', 'customer', 5)] } },
      'POST console/stores/3/messages/5': { status: 200, body: { message: 'Message sent', conversation, chat: chatMessage(3, 'Until 11 pm.', 'vendor', 5) } },
    });
    renderConsole('/stores/3/chat');
    await openAndAnswer(calls, { customer: 'Rana Aziz', unread: '1 unread message', shown: 'Is the bakery open?', answer: 'Until 11 pm.', post: 'console/stores/3/messages/5' });
  });

  it("reads the conversations again when the store's stream tells of a message", async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    vi.stubGlobal('EventSource', FakeSource);
    const calls = mockApi({
      'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('store', { store: { id: 3, name: 'Green Basket' } })) },
      'POST console/stores/3/push/ticket': { status: 200, body: { ticket: 'tkt', expires_in: 60 } },
      'GET console/stores/3/messages?limit=50': list,
    });
    renderConsole('/stores/3/chat');
    await waitFor(() => expect(FakeSource.last).not.toBeNull());
    const reads = () => calls.filter((c) => c.path === 'console/stores/3/messages?limit=50').length;
    await waitFor(() => expect(reads()).toBe(1));
    act(() => FakeSource.last!.push({ id: 60, type: 'message', conversation_id: 5, title: 'Rana Aziz', body: 'Hello?' }, '60'));
    await waitFor(() => expect(reads()).toBe(2));
  });
});
