import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '@/test/account-fixtures';
import { itemFixture, storeFixture } from '@/test/catalog-fixtures';
import { configFixture, moduleFixture } from '@/test/fixtures';
import { renderWithApp } from '@/test/utils';
import { mockWishlistServer, saveLocation, signIn } from '@/test/wishlist-fixtures';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

const headers = [
  ['desktop', DesktopHeader],
  ['mobile', MobileHeader],
] as const;

function setup(Header: (typeof headers)[number][1]) {
  const server = mockWishlistServer(
    { item: [itemFixture({ name: 'Margherita Pizza' })], store: [storeFixture({ name: 'Pizza Corner' })] },
    {
      routes: {
        config: { body: configFixture() },
        module: { body: [moduleFixture(), moduleFixture({ id: 5, module_type: 'parcel', module_name: 'Parcel' })] },
        'customer/info': { body: customerFixture() },
        'customer/cart/list': { body: [] },
      },
    },
  );
  renderWithApp(<Header onOpenCart={() => {}} />);
  return server;
}

const wishlistCalls = (server: ReturnType<typeof setup>) => server.calls('customer/wish-list').length;

describe.each(headers)('the %s header’s wishlist', (_, Header) => {
  it('opens the wishlist drawer for a signed-in customer', async () => {
    signIn();
    setup(Header);
    fireEvent.click(screen.getByRole('button', { name: 'Wishlist' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Wishlist' }));
    expect(await drawer.findByText('Margherita Pizza')).toBeTruthy();
    fireEvent.click(drawer.getByRole('tab', { name: 'Stores (1)' }));
    expect(drawer.getByText('Pizza Corner')).toBeTruthy();
  });

  it('is not there for guests, who never ask for a wishlist', async () => {
    saveLocation();
    const server = setup(Header);
    expect(await screen.findByTestId('cart-button')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wishlist' })).toBeNull();
    expect(wishlistCalls(server)).toBe(0);
  });

  it('is not there in the parcel module', async () => {
    signIn('parcel');
    setup(Header);
    expect(await screen.findAllByRole('button')).not.toHaveLength(0);
    expect(screen.queryByTestId('cart-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wishlist' })).toBeNull();
  });
});
