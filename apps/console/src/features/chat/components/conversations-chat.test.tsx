import { describe, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { chatMessage, conversationWith, openAndAnswer } from '../../../test/chat-fixtures';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const conversation = conversationWith(5, 'vendor', 'Rana Aziz', 'Is the bakery open?', 1);

describe('the store panel\'s chat', () => {
  it('lists the store\'s conversations with their unread counts, opens one and sends an answer', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    const calls = mockApi({
      'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('store', { store: { id: 3, name: 'Green Basket' } })) },
      'POST console/stores/3/push/ticket': { status: 503, body: { errors: [{ code: 'service_unavailable', message: 'Down' }] } },
      'GET console/stores/3/messages?limit=50': { status: 200, body: { total_size: 1, limit: 50, offset: 1, unread_total: 1, conversations: [conversation] } },
      'GET console/stores/3/messages/5?limit=50': { status: 200, body: { total_size: 1, limit: 50, offset: 1, conversation, messages: [chatMessage(2, 'Is the bakery open?', 'customer', 5)] } },
      'POST console/stores/3/messages/5': { status: 200, body: { message: 'Message sent', conversation, chat: chatMessage(3, 'Until 11 pm.', 'vendor', 5) } },
    });
    renderConsole('/stores/3/chat');
    await openAndAnswer(calls, { customer: 'Rana Aziz', unread: '1 unread message', shown: 'Is the bakery open?', answer: 'Until 11 pm.', post: 'console/stores/3/messages/5' });
  });
});
