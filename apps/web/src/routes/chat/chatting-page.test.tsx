import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversationPageFixture, messageDetailsFixture, threeConversations, chatMessageFixture } from '@/test/chat-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { ChattingPage } from './chatting-page';

describe('/chatting', () => {
  it('asks guests to sign in and never calls the chat API', async () => {
    const fetchMock = mockFetch({});
    renderWithApp(<ChattingPage />, { path: '/chatting', entry: '/chatting?type=vendor&id=3' });
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe(`/auth/sign-in?from=${encodeURIComponent('/chatting?type=vendor&id=3')}`);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('message'))).toHaveLength(0);
  });

  it('opens the conversation the query names beside the list, and goes back to the list', async () => {
    localStorage.setItem('token', 'token-123');
    mockFetch({
      'customer/message/list': { body: conversationPageFixture(threeConversations()) },
      'customer/message/details': { body: messageDetailsFixture([chatMessageFixture({ message: 'Your pizza is in the oven' })]) },
    });
    const { router } = renderWithApp(<ChattingPage />, { path: '/chatting', entry: '/chatting?conversationId=7' });
    expect(await screen.findByText('Your pizza is in the oven')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: /Pizza Corner/ }).getAttribute('aria-current')).toBe('page'));
    fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Choose a conversation')).toBeTruthy();
  });

  it('starts a conversation with a store from its page, and marks it in the list once it exists', async () => {
    localStorage.setItem('token', 'token-123');
    const fetchMock = mockFetch({
      'customer/message/list': { body: conversationPageFixture(threeConversations()) },
      'customer/message/details': { body: messageDetailsFixture([chatMessageFixture({ message: 'Welcome to Pizza Corner' })]) },
    });
    renderWithApp(<ChattingPage />, { path: '/chatting', entry: '/chatting?type=vendor&id=3&chatFrom=store' });
    expect(await screen.findByText('Welcome to Pizza Corner')).toBeTruthy();
    const details = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((u) => u.pathname.endsWith('details'))!;
    expect(details.searchParams.get('receiver_type')).toBe('vendor');
    expect(details.searchParams.get('receiver_id')).toBe('3');
    await waitFor(() => expect(screen.getByRole('link', { name: /Pizza Corner/ }).getAttribute('aria-current')).toBe('page'));
  });
});
