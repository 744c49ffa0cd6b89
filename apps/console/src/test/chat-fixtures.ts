import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ChatMessage, OperatorConversation } from '@storefront/contract';
import type { Call } from './render-console';

export const chatMessage = (id: number, text: string, sender: ChatMessage['sender_type'], conversationId: number): ChatMessage => ({
  id, conversation_id: conversationId, sender_type: sender, message: text, images: [], file: '[]', order_id: null, is_seen: 1, created_at: '2026-11-29T10:00:00Z',
});

/** A conversation with the customer `name`, its last message the customer's `last`. */
export const conversationWith = (id: number, party: OperatorConversation['party_type'], name: string, last: string, unread: number): OperatorConversation => ({
  id, party_type: party, customer: { id: 9, name, image: null }, last_message: chatMessage(2, last, 'customer', id), unread_message_count: unread,
  updated_at: '2026-11-29T10:00:00Z',
});

/**
 * Opens the customer's conversation from the list (whose unread count reads `unread`), checks it shows
 * `shown`, answers with spaces around `answer`, and waits for the trimmed answer to be posted to `post`
 * and the box to empty.
 */
export async function openAndAnswer(calls: Call[], to: { customer: string; unread: string; shown: string; answer: string; post: string }) {
  const list = await screen.findByRole('list', { name: 'Conversations' });
  expect(within(list).getByLabelText(to.unread)).toBeTruthy();
  fireEvent.click(within(list).getByRole('button', { name: new RegExp(to.customer) }));
  const thread = await screen.findByRole('region', { name: to.customer });
  expect(within(thread).getByText(to.shown)).toBeTruthy();
  fireEvent.change(within(thread).getByLabelText('Your answer'), { target: { value: ` ${to.answer} ` } });
  fireEvent.click(within(thread).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === to.post)?.body).toEqual({ message: to.answer }));
  await waitFor(() => expect((within(thread).getByLabelText('Your answer') as HTMLInputElement).value).toBe(''));
  return { list, thread };
}
