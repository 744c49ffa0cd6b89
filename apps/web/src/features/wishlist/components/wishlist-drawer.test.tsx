import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itemFixture, storeFixture } from '@/test/catalog-fixtures';
import { renderWithApp } from '@/test/utils';
import { mockWishlistServer, signIn } from '@/test/wishlist-fixtures';
import { WishlistDrawer } from './wishlist-drawer';

const pizza = itemFixture({ id: 1, slug: 'margherita-pizza', name: 'Margherita Pizza' });
const wrap = itemFixture({ id: 7, slug: 'falafel-wrap', name: 'Falafel Wrap', store_name: 'Wrap House' });
const corner = storeFixture({ id: 2, name: 'Pizza Corner' });

/** Open, as the header leaves it after a click on its heart. */
const OpenDrawer = () => <WishlistDrawer open onClose={() => {}} />;

const drawer = () => within(screen.getByTestId('wishlist-drawer'));
const rowNames = (list: HTMLElement) => within(list).getAllByTestId('wished-row').map((row) => row.textContent);

describe('WishlistDrawer', () => {
  it('lists the wished items and, on the Stores tab, the stores, with counts', async () => {
    signIn();
    mockWishlistServer({ item: [wrap, pizza], store: [corner] });
    renderWithApp(<OpenDrawer />);
    expect(screen.getByRole('dialog', { name: 'Wishlist' })).toBeTruthy();
    const items = await drawer().findByTestId('wished-items');
    expect(rowNames(items)).toEqual([expect.stringContaining('Falafel Wrap'), expect.stringContaining('Margherita Pizza')]);
    expect(drawer().getByRole('tab', { name: 'Items (2)' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(drawer().getByRole('tab', { name: 'Stores (1)' }));
    const stores = drawer().getByTestId('wished-stores');
    expect(rowNames(stores)).toEqual([expect.stringContaining('Pizza Corner')]);
    expect(within(stores).getByText(corner.address)).toBeTruthy();
    expect(within(stores).getByRole('link').getAttribute('href')).toBe('/store/pizza-corner');
  });

  it('shows a friendly empty state on each tab', async () => {
    signIn();
    mockWishlistServer({ item: [], store: [] });
    renderWithApp(<OpenDrawer />);
    expect(await drawer().findByText('No items in your wishlist yet')).toBeTruthy();
    fireEvent.click(drawer().getByRole('tab', { name: 'Stores (0)' }));
    expect(drawer().getByText('No stores in your wishlist yet')).toBeTruthy();
    expect(drawer().queryByText('No items in your wishlist yet')).toBeNull();
  });

  it('removes an item from the list and from the server by item_id', async () => {
    signIn();
    const { calls } = mockWishlistServer({ item: [wrap, pizza], store: [corner] });
    renderWithApp(<OpenDrawer />);
    const items = await drawer().findByTestId('wished-items');
    const row = within(items).getAllByTestId('wished-row')[0]!;
    fireEvent.click(within(row).getByRole('button', { name: 'Remove from wishlist' }));
    await waitFor(() => expect(rowNames(drawer().getByTestId('wished-items'))).toEqual([expect.stringContaining('Margherita Pizza')]));
    expect(await screen.findByText('Removed from wishlist')).toBeTruthy();
    const [remove] = calls('customer/wish-list/remove');
    expect(remove?.method).toBe('DELETE');
    expect(Object.fromEntries(remove!.url.searchParams)).toEqual({ item_id: '7' });
    expect(drawer().getByRole('tab', { name: 'Items (1)' })).toBeTruthy();
  });

  it('opens an item’s page and closes', async () => {
    signIn();
    mockWishlistServer({ item: [pizza], store: [] });
    const onClose = vi.fn();
    const { router } = renderWithApp(<WishlistDrawer open onClose={onClose} />, { extraRoutes: ['/product/:id'] });
    const items = await drawer().findByTestId('wished-items');
    fireEvent.click(within(items).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/margherita-pizza'));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers a retry when the list cannot load', async () => {
    signIn();
    let fail = true;
    mockWishlistServer(
      { item: [pizza], store: [] },
      {
        routes: {
          'customer/wish-list': () => (fail ? { status: 500, body: { errors: [{ code: 'internal', message: 'Server unavailable' }] } } : { body: { item: [pizza], store: [] } }),
        },
      },
    );
    renderWithApp(<OpenDrawer />);
    expect(await drawer().findByText('Server unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(drawer().getByRole('button', { name: 'Try again' }));
    expect(await drawer().findByTestId('wished-items')).toBeTruthy();
  });
});
