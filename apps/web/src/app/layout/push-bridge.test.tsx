import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatThread } from '@/features/chat/components/chat-thread';
import { orderTrackKey } from '@/features/orders/api/get-order-track';
import { REFERRAL_TOAST_MS } from '@/features/push/handle-push';
import { chatMessageFixture, conversationPageFixture, conversationFixture, messageDetailsFixture } from '@/test/chat-fixtures';
import { FakeEventSource, stubEventSource } from '@/test/push-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { isLiveChannelOpen } from '@/lib/live-channel';
import PushBridge from './push-bridge';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function server() {
  const sources = stubEventSource();
  let reads = 0;
  const fetchMock = mockFetch({
    'customer/push/ticket': { body: { ticket: 'tk-1', expires_in: 60 } },
    'customer/message/list': { body: conversationPageFixture([conversationFixture({ unread_message_count: 1 })]) },
    'customer/message/details': () => {
      reads += 1;
      return { body: messageDetailsFixture(reads > 1 ? [chatMessageFixture({ id: 2, message: 'Fresh from the oven' }), chatMessageFixture()] : [chatMessageFixture()]) };
    },
  });
  return { fetchMock, sources, reads: () => reads };
}

async function connected(sources: FakeEventSource[]) {
  await waitFor(() => expect(sources).toHaveLength(1));
  act(() => sources[0]!.open());
  return sources[0]!;
}

describe('the push channel in the app', () => {
  it('opens with a ticket: the customer’s bearer token, or a guest’s id', async () => {
    localStorage.setItem('guest_id', 'guest-42');
    const { fetchMock, sources } = server();
    renderWithApp(<PushBridge />);
    await waitFor(() => expect(sources).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('push/ticket'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ guest_id: 'guest-42' });
    expect(new URL(sources[0]!.url, 'http://localhost').searchParams.get('ticket')).toBe('tk-1');
    act(() => sources[0]!.open());
    expect(isLiveChannelOpen()).toBe(true);
    // Signing in closes the guest's channel and opens the customer's.
    act(() => localStorage.setItem('token', 'token-123'));
    act(() => window.dispatchEvent(new Event('storage')));
    await waitFor(() => expect(sources).toHaveLength(2));
    expect(sources[0]!.closed).toBe(true);
    const tickets = fetchMock.mock.calls.filter(([input]) => String(input).includes('push/ticket'));
    expect(JSON.parse(String(tickets[1]![1]!.body))).toEqual({});
    expect(new Headers(tickets[1]![1]!.headers).get('authorization')).toBe('Bearer token-123');
  });

  it('toasts a new message with a link to its conversation outside the chat page', async () => {
    localStorage.setItem('token', 'token-123');
    const { sources } = server();
    const { queryClient } = renderWithApp(<PushBridge />);
    const source = await connected(sources);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => source.push({ id: 1, type: 'message', conversation_id: 7, sender_type: 'vendor' }));
    expect(await screen.findByText('You have a new message')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe('/chatting?conversationId=7');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['chat'] });
  });

  it('refreshes the thread instead of toasting when the chat page shows that conversation', async () => {
    localStorage.setItem('token', 'token-123');
    const { reads, sources } = server();
    renderWithApp(
      <>
        <PushBridge />
        <ChatThread target={{ conversationId: 7 }} />
      </>,
    );
    await screen.findByText('Hello, how can we help?');
    const source = await connected(sources);
    act(() => source.push({ id: 2, type: 'message', conversation_id: 7, sender_type: 'vendor' }));
    expect(await screen.findByText('Fresh from the oven')).toBeTruthy();
    expect(reads()).toBe(2);
    expect(screen.queryByText('You have a new message')).toBeNull();
  });

  it('refreshes order tracking and toasts a link to the order on order_status', async () => {
    localStorage.setItem('token', 'token-123');
    const { sources } = server();
    const { queryClient } = renderWithApp(<PushBridge />);
    queryClient.setQueryData(orderTrackKey(100), { id: 100 });
    const source = await connected(sources);
    act(() => source.push({ id: 3, type: 'order_status', order_id: 100, order_status: 'picked_up', title: 'Order update', body: 'On the way' }));
    expect(await screen.findByText('Order #100: On the way')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/profile?page=my-orders&orderId=100');
    expect(queryClient.getQueryState(orderTrackKey(100))?.isInvalidated).toBe(true);
  });

  it('keeps the referral toast for 5 seconds', async () => {
    localStorage.setItem('token', 'token-123');
    const { sources } = server();
    renderWithApp(<PushBridge />);
    const source = await connected(sources);
    vi.useFakeTimers();
    act(() => source.push({ id: 4, type: 'referral_code', title: 'Referral reward', body: 'AED 10 added to your wallet' }));
    expect(screen.getByText('Referral reward — AED 10 added to your wallet')).toBeTruthy();
    act(() => vi.advanceTimersByTime(REFERRAL_TOAST_MS - 1));
    expect(screen.queryByText('Referral reward — AED 10 added to your wallet')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Referral reward — AED 10 added to your wallet')).toBeNull();
  });
});
