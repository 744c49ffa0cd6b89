import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '@/test/account-fixtures';
import { conversationPageFixture, threeConversations } from '@/test/chat-fixtures';
import { configFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { saveLocation, signIn } from '@/test/wishlist-fixtures';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

const headers = [
  ['desktop', DesktopHeader],
  ['mobile', MobileHeader],
] as const;

function setup(Header: (typeof headers)[number][1]) {
  const fetchMock = mockFetch({
    config: { body: configFixture() },
    module: { body: [moduleFixture(), moduleFixture({ id: 5, module_type: 'parcel', module_name: 'Parcel' })] },
    'customer/info': { body: customerFixture() },
    'customer/cart/list': { body: [] },
    'customer/wish-list': { body: { item: [], store: [] } },
    'customer/message/list': { body: conversationPageFixture(threeConversations(), { unread_total: 3 }) },
  });
  renderWithApp(<Header onOpenCart={() => {}} />);
  return () => fetchMock.mock.calls.filter(([input]) => String(input).includes('message/list')).length;
}

describe.each(headers)('the %s header’s chat icon', (_, Header) => {
  it('links to /chatting with the unread count for a signed-in customer', async () => {
    signIn();
    setup(Header);
    expect((await screen.findByTestId('chat-badge')).textContent).toBe('3');
    expect(screen.getByTestId('chat-button').getAttribute('href')).toBe('/chatting');
    expect(screen.getByRole('link', { name: /^Chat\s*\(3 unread messages\)$/ })).toBeTruthy();
  });

  it('is not there for guests, who never ask for conversations', async () => {
    saveLocation();
    const listCalls = setup(Header);
    expect(await screen.findByTestId('cart-button')).toBeTruthy();
    expect(screen.queryByTestId('chat-button')).toBeNull();
    expect(listCalls()).toBe(0);
  });

  it('is not there in the parcel module', async () => {
    signIn('parcel');
    setup(Header);
    expect(await screen.findAllByRole('button')).not.toHaveLength(0);
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });
});
