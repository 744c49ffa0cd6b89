import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const message = (id: number, text: string, sender: 'customer' | 'vendor') => ({
  id, conversation_id: 5, sender_type: sender, message: text, images: [], file: '[]', order_id: null, is_seen: 1, created_at: '2026-11-29T10:00:00Z',
});
const conversation = { id: 5, party_type: 'vendor', customer: { id: 9, name: 'Rana Aziz', image: null }, last_message: message(2, 'Is the bakery open?', 'customer'), unread_message_count: 1, updated_at: '2026-11-29T10:00:00Z' };

describe('the store panel\'s chat', () => {
  it('lists the store\'s conversations with their unread counts, opens one and sends an answer', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    const calls = mockApi({
      'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('store', { store: { id: 3, name: 'Green Basket' } })) },
      'POST console/stores/3/push/ticket': { status: 503, body: { errors: [{ code: 'service_unavailable', message: 'Down' }] } },
      'GET console/stores/3/messages?limit=50': { status: 200, body: { total_size: 1, limit: 50, offset: 1, unread_total: 1, conversations: [conversation] } },
      'GET console/stores/3/messages/5?limit=50': { status: 200, body: { total_size: 1, limit: 50, offset: 1, conversation, messages: [message(2, 'Is the bakery open?', 'customer')] } },
      'POST console/stores/3/messages/5': { status: 200, body: { message: 'Message sent', conversation, chat: message(3, 'Until 11 pm.', 'vendor') } },
    });
    renderConsole('/stores/3/chat');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByLabelText('1 unread message')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: /Rana Aziz/ }));
    const thread = await screen.findByRole('region', { name: 'Rana Aziz' });
    expect(within(thread).getByText('Is the bakery open?')).toBeTruthy();
    fireEvent.change(within(thread).getByLabelText('Your answer'), { target: { value: ' Until 11 pm. ' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === 'console/stores/3/messages/5')?.body).toEqual({ message: 'Until 11 pm.' }));
    await waitFor(() => expect((within(thread).getByLabelText('Your answer') as HTMLInputElement).value).toBe(''));
  });
});
