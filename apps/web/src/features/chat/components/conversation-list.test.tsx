import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversationPageFixture, threeConversations } from '@/test/chat-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { ConversationList } from './conversation-list';

const signIn = () => localStorage.setItem('token', 'token-123');
const names = () => screen.getAllByTestId('conversation-row').map((row) => row.querySelector('p')?.textContent);

describe('ConversationList', () => {
  it('lists conversations with their last message, unread badges and links to each thread', async () => {
    signIn();
    mockFetch({ 'customer/message/list': { body: conversationPageFixture(threeConversations()) } });
    renderWithApp(<ConversationList />);
    expect(await screen.findByText('Omar Rider')).toBeTruthy();
    expect(names()).toEqual(['Omar Rider', 'Pizza Corner', 'Souqly Support']);
    const courier = screen.getByRole('link', { name: /Omar Rider/ });
    expect(courier.getAttribute('href')).toBe('/chatting?conversationId=9');
    expect(within(courier).getByTestId('unread-badge').textContent).toBe('2');
    expect(screen.getAllByTestId('unread-badge')).toHaveLength(1);
    expect(screen.getByText('You: Where is my refund?')).toBeTruthy();
  });

  it('filters by party', async () => {
    signIn();
    mockFetch({ 'customer/message/list': { body: conversationPageFixture(threeConversations()) } });
    renderWithApp(<ConversationList />);
    await screen.findByText('Omar Rider');
    fireEvent.click(screen.getByRole('tab', { name: 'Couriers' }));
    expect(names()).toEqual(['Omar Rider']);
    fireEvent.click(screen.getByRole('tab', { name: 'Support' }));
    expect(names()).toEqual(['Souqly Support']);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(names()).toHaveLength(3);
  });

  it('searches by name through search-list', async () => {
    signIn();
    const [courier] = threeConversations();
    const fetchMock = mockFetch({
      'customer/message/list': { body: conversationPageFixture(threeConversations()) },
      'customer/message/search-list': (_init, url) => ({ body: conversationPageFixture(url.searchParams.get('name') === 'omar' ? [courier!] : []) }),
    });
    renderWithApp(<ConversationList />);
    await screen.findByText('Pizza Corner');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations by name' }), { target: { value: 'omar' } });
    await waitFor(() => expect(names()).toEqual(['Omar Rider']));
    const search = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((url) => url.pathname.endsWith('search-list'));
    expect(search?.searchParams.get('name')).toBe('omar');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No conversation matches this name')).toBeTruthy();
  });

  it('shows an empty state without conversations', async () => {
    signIn();
    mockFetch({ 'customer/message/list': { body: conversationPageFixture([]) } });
    renderWithApp(<ConversationList />);
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });

  it('says when a filter has nothing', async () => {
    signIn();
    mockFetch({ 'customer/message/list': { body: conversationPageFixture(threeConversations().slice(1)) } });
    renderWithApp(<ConversationList />);
    await screen.findByText('Pizza Corner');
    fireEvent.click(screen.getByRole('tab', { name: 'Couriers' }));
    expect(screen.getByText('No conversations of this kind yet')).toBeTruthy();
  });
});
