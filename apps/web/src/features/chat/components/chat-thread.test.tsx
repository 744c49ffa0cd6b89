import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@storefront/contract';
import { chatMessageFixture, conversationFixture, conversationPageFixture, messageDetailsFixture } from '@/test/chat-fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import type { ChatTarget } from '../chat-keys';
import { ChatThread } from './chat-thread';
import { ConversationList } from './conversation-list';

const signIn = () => localStorage.setItem('token', 'token-123');

const older = chatMessageFixture({ id: 1, message: 'Yesterday we opened', created_at: '2026-11-19T09:00:00.000Z' });
const theirs = chatMessageFixture({ id: 2, message: 'Your pizza is in the oven', created_at: '2026-11-20T10:00:00.000Z' });
const mine = chatMessageFixture({ id: 3, sender_type: 'customer', message: 'Thanks!', created_at: '2026-11-20T10:05:00.000Z' });

/** The thread's answer, newest first, in pages of `pageSize`. */
function details(messages: ChatMessage[], pageSize = 20) {
  return (_init: RequestInit, url: URL): MockResponse => {
    const page = Number(url.searchParams.get('offset') ?? 1);
    const newestFirst = [...messages].reverse();
    return { body: messageDetailsFixture(newestFirst.slice((page - 1) * pageSize, page * pageSize), { total_size: messages.length, limit: pageSize, offset: page }) };
  };
}

const sent = (message: string) => ({
  body: { message: 'Message sent', conversation: conversationFixture(), chat: chatMessageFixture({ id: 99, sender_type: 'customer', message, created_at: new Date().toISOString() }) },
});

function renderThread(target: ChatTarget = { conversationId: 7 }) {
  return renderWithApp(<ChatThread target={target} />);
}

describe('ChatThread', () => {
  it('shows the party and the messages grouped by day, mine apart from theirs', async () => {
    signIn();
    mockFetch({ 'customer/message/details': details([older, theirs, mine]) });
    renderThread();
    expect(await screen.findByRole('heading', { name: 'Pizza Corner' })).toBeTruthy();
    const groups = screen.getAllByTestId('day-group');
    expect(groups).toHaveLength(2);
    expect(within(groups[0]!).getByText('Yesterday we opened')).toBeTruthy();
    expect(within(groups[1]!).getAllByTestId(/^bubble-/).map((b) => b.dataset.testid)).toEqual(['bubble-theirs', 'bubble-mine']);
  });

  it('sends on Enter as multipart with the conversation and the text, and keeps Shift+Enter for a new line', async () => {
    signIn();
    const fetchMock = mockFetch({ 'customer/message/details': details([theirs]), 'customer/message/send': sent('On my way?') });
    renderThread();
    await screen.findByText('Your pizza is in the oven');
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'On my way?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('message/send'))).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('message/send'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('message/send'))!;
    const form = init!.body as FormData;
    expect(init!.method).toBe('POST');
    expect(form.get('conversation_id')).toBe('7');
    expect(form.get('message')).toBe('On my way?');
    expect(form.getAll('image[]')).toHaveLength(0);
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getByText('On my way?')).toBeTruthy();
  });

  it('starts a conversation with a store by type and id, with images', async () => {
    signIn();
    const fetchMock = mockFetch({
      'customer/message/details': { body: messageDetailsFixture([], { conversation: null }) },
      'customer/message/send': sent(''),
    });
    renderThread({ type: 'vendor', id: 3 });
    expect(await screen.findByText('Say hello — your messages will appear here.')).toBeTruthy();
    const photo = new File(['png'], 'menu.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('composer-file'), { target: { files: [photo] } });
    expect(within(screen.getByTestId('composer-images')).getByRole('button', { name: 'Remove menu.png' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('message/send'))).toBe(true));
    const form = fetchMock.mock.calls.find(([input]) => String(input).includes('message/send'))![1]!.body as FormData;
    expect(form.get('receiver_type')).toBe('vendor');
    expect(form.get('receiver_id')).toBe('3');
    expect((form.getAll('image[]')[0] as File).name).toBe('menu.png');
    const details = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((u) => u.pathname.endsWith('details'))!;
    expect(details.searchParams.get('receiver_type')).toBe('vendor');
    expect(details.searchParams.get('receiver_id')).toBe('3');
  });

  it('marks a message that failed and sends it again on retry', async () => {
    signIn();
    let fail = true;
    const fetchMock = mockFetch({
      'customer/message/details': details([theirs]),
      'customer/message/send': () => (fail ? { status: 403, body: { errors: [{ code: 'forbidden', message: 'You can chat with the delivery man only while your order is on its way.' }] } } : sent('Hello?')),
    });
    renderThread();
    await screen.findByText('Your pizza is in the oven');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent.')).toBeTruthy();
    expect(screen.getByText('Hello?')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).toBeNull());
    expect(screen.getByText('Hello?')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('message/send'))).toHaveLength(2);
  });

  it('loads the older page above', async () => {
    signIn();
    const many = Array.from({ length: 25 }, (_, i) => chatMessageFixture({ id: i + 1, message: `Message ${i + 1}`, created_at: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString() }));
    const fetchMock = mockFetch({ 'customer/message/details': details(many) });
    renderThread();
    expect(await screen.findByText('Message 25')).toBeTruthy();
    expect(screen.queryByText('Message 5')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('Message 5')).toBeTruthy();
    const offsets = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('offset'));
    expect(offsets).toContain('2');
    const texts = screen.getAllByTestId(/^bubble-/).map((b) => b.querySelector('p')?.textContent);
    expect(texts[0]).toBe('Message 1');
    expect(texts.at(-1)).toBe('Message 25');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('is read-only when the party can no longer be written to', async () => {
    signIn();
    mockFetch({ 'customer/message/details': { body: messageDetailsFixture([theirs], { conversation: conversationFixture({ can_reply: false }) }) } });
    renderThread();
    expect(await screen.findByTestId('chat-read-only')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('refreshes the list’s unread count once the thread has been read', async () => {
    signIn();
    let read = false;
    let showThread!: () => void;
    mockFetch({
      'customer/message/list': () => ({ body: conversationPageFixture([conversationFixture({ unread_message_count: read ? 0 : 2 })]) }),
      'customer/message/details': (init, url) => {
        read = true;
        return details([theirs])(init, url);
      },
    });
    function Page() {
      const [open, setOpen] = useState(false);
      showThread = () => setOpen(true);
      return (
        <>
          <ConversationList />
          {open && <ChatThread target={{ conversationId: 7 }} />}
        </>
      );
    }
    renderWithApp(<Page />);
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('2');
    act(() => showThread());
    await screen.findByText('Your pizza is in the oven');
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
  });
});
