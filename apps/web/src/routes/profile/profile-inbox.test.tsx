import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '@/test/account-fixtures';
import { conversationPageFixture, threeConversations } from '@/test/chat-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { signIn } from '@/test/wishlist-fixtures';
import { ProfilePage } from './profile-page';

describe('/profile?page=inbox', () => {
  it('shows the conversations, each opening its thread on /chatting', async () => {
    localStorage.setItem('token', 'token-123');
    mockFetch({
      'customer/info': { body: customerFixture() },
      'customer/message/list': { body: conversationPageFixture(threeConversations()) },
    });
    renderWithApp(<ProfilePage />, { path: '/profile', entry: '/profile?page=inbox' });
    expect(await screen.findByRole('tab', { name: 'Inbox', selected: true })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Omar Rider/ })).getAttribute('href')).toBe('/chatting?conversationId=9');
  });

  it('opens a chat with the delivery man named by type and id', async () => {
    localStorage.setItem('token', 'token-123');
    mockFetch({ 'customer/info': { body: customerFixture() } });
    const { router } = renderWithApp(<ProfilePage />, { path: '/profile', entry: '/profile?type=delivery_man&id=4', extraRoutes: ['/chatting'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatting'));
    expect(router.state.location.search).toBe('?type=delivery_man&chatFrom=profile&id=4');
  });

  it('is not there in the parcel module', async () => {
    signIn('parcel');
    mockFetch({ 'customer/info': { body: customerFixture() } });
    renderWithApp(<ProfilePage />, { path: '/profile', entry: '/profile?page=inbox' });
    expect(await screen.findByRole('tab', { name: 'Profile settings', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Inbox' })).toBeNull();
  });
});
