import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Item } from '@storefront/contract';
import { ItemCard } from '@/components/catalog/item-card';
import { CardCartControlProvider, type CardCartControlProps } from '@/components/catalog/card-cart-control-slot';
import { closeLocationRequest, useLocationRequest } from '@/lib/location-request';
import { requestBody } from '@/test/account-fixtures';
import { cartLineFixture, pizzaFixture, saveGuestSession } from '@/test/cart-fixtures';
import { itemFixture } from '@/test/catalog-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { closeItemPopup } from '../item-popup-request';
import { CardCartControl } from './card-cart-control';
import { ItemPopup } from './item-popup';

const render = (props: CardCartControlProps) => <CardCartControl {...props} />;

function LocationView() {
  return <p data-testid="location-view">{useLocationRequest().view}</p>;
}

function setup(item: Item, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ 'customer/cart/list': { body: [] }, ...routes });
  const view = renderWithApp(
    <CardCartControlProvider render={render}>
      <ItemCard item={item} />
      <ItemPopup />
      <LocationView />
    </CardCartControlProvider>,
    { extraRoutes: ['/product/:id'] },
  );
  return { fetchMock, ...view, card: () => within(screen.getByTestId('item-card')) };
}

const paths = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([url]) => String(url).replace(/^\/api\/v1\//, '').split('?')[0]);
const other = itemFixture({ id: 7, name: 'Falafel Wrap', store_id: 3, store_name: 'Wrap House' });

beforeEach(saveGuestSession);
afterEach(() => {
  act(closeItemPopup);
  act(closeLocationRequest);
});

describe('CardCartControl', () => {
  it('adds an item without variations directly', async () => {
    const item = itemFixture();
    const { fetchMock, card } = setup(item, { 'customer/cart/add': { body: [cartLineFixture({ item })] } });
    fireEvent.click(card().getByRole('button', { name: 'Add Margherita Pizza to cart' }));
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
    expect(requestBody(fetchMock, 'customer/cart/add')).toMatchObject({ item_id: 1, quantity: 1 });
    expect(await card().findByTestId('quantity-stepper')).toBeTruthy();
  });

  it('a guest whose id has not come yet gets it before the add is sent, with it', async () => {
    localStorage.removeItem('guest_id');
    const item = itemFixture();
    const { fetchMock, card } = setup(item, {
      'auth/guest/request': { body: { guest_id: 'guest-new' } },
      'customer/cart/add': { body: [cartLineFixture({ item })] },
    });
    fireEvent.click(card().getByRole('button', { name: 'Add Margherita Pizza to cart' }));
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
    expect(requestBody(fetchMock, 'customer/cart/add')).toMatchObject({ item_id: 1, guest_id: 'guest-new' });
    expect(paths(fetchMock).indexOf('auth/guest/request')).toBeLessThan(paths(fetchMock).indexOf('customer/cart/add'));
  });

  it('shows a stepper for an item in the cart whose minus at 1 deletes the line', async () => {
    const item = itemFixture();
    const { fetchMock, card } = setup(item, {
      'customer/cart/list': { body: [cartLineFixture({ item, quantity: 1 })] },
      'customer/cart/remove-item': { body: [] },
    });
    const remove = await card().findByRole('button', { name: 'Remove from cart' });
    expect(card().getByTestId('quantity').textContent).toBe('01');
    fireEvent.click(remove);
    expect(await screen.findByText('Removed from cart.')).toBeTruthy();
    expect(paths(fetchMock)).toContain('customer/cart/remove-item');
    expect(await card().findByRole('button', { name: 'Add Margherita Pizza to cart' })).toBeTruthy();
  });

  it('plus and minus above 1 update the line with its choices', async () => {
    const item = itemFixture();
    const line = cartLineFixture({ item, quantity: 2, add_on_ids: [5], add_on_qtys: [2] });
    const { fetchMock, card } = setup(item, { 'customer/cart/list': { body: [line] }, 'customer/cart/update': { body: [{ ...line, quantity: 3 }] } });
    fireEvent.click(await card().findByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(card().getByTestId('quantity').textContent).toBe('03'));
    expect(requestBody(fetchMock, 'customer/cart/update')).toMatchObject({ cart_id: 90, quantity: 3, variation: [], add_on_ids: [5], add_on_qtys: [2] });
  });

  it('opens the popup for an item with variations', () => {
    const { card } = setup(pizzaFixture());
    fireEvent.click(card().getByRole('button', { name: 'Add Margherita Pizza to cart' }));
    expect(screen.getByTestId('item-popup')).toBeTruthy();
  });

  it('sends ecommerce items to their product page', async () => {
    const { card, router } = setup(itemFixture({ module_type: 'ecommerce' }));
    fireEvent.click(card().getByRole('button', { name: 'Add Margherita Pizza to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/margherita-pizza'));
  });

  it('asks for a delivery location first', () => {
    localStorage.removeItem('zoneid');
    const { fetchMock, card } = setup(itemFixture());
    fireEvent.click(card().getByRole('button', { name: 'Add Margherita Pizza to cart' }));
    expect(screen.getByTestId('location-view').textContent).toBe('prompt');
    expect(paths(fetchMock)).not.toContain('customer/cart/add');
  });

  it('an item of another store opens the clear-cart confirm; Yes clears the cart, then adds', async () => {
    let adds = 0;
    const { fetchMock, card } = setup(other, {
      'customer/cart/add': () =>
        ++adds === 1
          ? { status: 409, body: { errors: [{ code: 'different_store', message: 'You can only order from one store at a time.' }] } }
          : { body: [cartLineFixture({ item: other })] },
      'customer/cart/remove': { body: { message: 'Cart item remove successfully' } },
    });
    fireEvent.click(card().getByRole('button', { name: 'Add Falafel Wrap to cart' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start a new cart?' });
    expect(paths(fetchMock)).not.toContain('customer/cart/remove');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
    const order = paths(fetchMock).filter((p) => p !== 'customer/cart/list');
    expect(order).toEqual(['customer/cart/add', 'customer/cart/remove', 'customer/cart/add']);
    expect(await card().findByTestId('quantity-stepper')).toBeTruthy();
  });

  it('Cancel on the clear-cart confirm keeps the cart', async () => {
    const { fetchMock, card } = setup(other, {
      'customer/cart/add': { status: 409, body: { errors: [{ code: 'different_store', message: 'Another store' }] } },
    });
    fireEvent.click(card().getByRole('button', { name: 'Add Falafel Wrap to cart' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Start a new cart?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paths(fetchMock)).not.toContain('customer/cart/remove');
  });
});
