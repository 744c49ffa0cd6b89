import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@storefront/contract';
import { cartLineFixture, pizzaFixture, saveGuestSession } from '@/test/cart-fixtures';
import { itemFixture } from '@/test/catalog-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import type { CartConfig } from '../cart-totals';
import { CartDrawer } from './cart-drawer';

const config = (overrides: Partial<CartConfig> = {}): CartConfig => ({
  free_delivery_over: 100,
  free_delivery_over_status: 1,
  guest_checkout_status: 1,
  ...overrides,
});

const pizzaLine = cartLineFixture({
  id: 90,
  item: pizzaFixture(),
  quantity: 2,
  price: 45,
  original_price: 49,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  add_on_ids: [5],
  add_on_qtys: [1],
  add_ons: [{ id: 5, name: 'Extra Cheese', price: 3, quantity: 1 }],
  add_ons_price: 3,
  total_price: 93,
  discount_amount: 8,
});
const colaLine = cartLineFixture({ id: 91, item: itemFixture({ id: 3, name: 'Cola' }), total_price: 4.5 });

function setup(lines: CartLine[], cartConfig: CartConfig = config()) {
  const fetchMock = mockFetch({ 'customer/cart/list': { body: lines } });
  const view = renderWithApp(<CartDrawer open onClose={() => {}} config={cartConfig} />, { extraRoutes: ['/home', '/checkout', '/auth/sign-in'] });
  return { fetchMock, ...view };
}

beforeEach(saveGuestSession);

describe('CartDrawer', () => {
  it('shows the empty state with Continue Shopping', async () => {
    const { router } = setup([]);
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
    expect(within(drawer).getByText('No items added in your cart. Please add product to your cart list.')).toBeTruthy();
    expect(within(drawer).queryByText('Subtotal')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('lists lines with their choices, steppers and totals, the savings, the free-delivery bar and the subtotal', async () => {
    setup([pizzaLine, colaLine]);
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const pizza = within(lines[0]!);
    expect(pizza.getByText('Size: Large')).toBeTruthy();
    expect(pizza.getByText('Add-ons: Extra Cheese × 1')).toBeTruthy();
    expect(pizza.getByTestId('quantity').textContent).toBe('02');
    expect(pizza.getByTestId('line-total').textContent).toBe('$93.00');

    expect(screen.getByTestId('cart-saved').textContent).toBe('You have Saved $8.00');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$97.50');
    const bar = screen.getByRole('progressbar', { name: 'Progress to free delivery' });
    expect(bar.getAttribute('aria-valuenow')).toBe('98');
    expect(screen.getByText('Add $2.50 more to get free delivery')).toBeTruthy();
  });

  it('hides the savings at 0 and says free delivery is reached once the subtotal passes it', async () => {
    setup([cartLineFixture({ total_price: 120 })]);
    await screen.findByTestId('cart-line');
    expect(screen.queryByTestId('cart-saved')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('free-delivery').getAttribute('data-remaining')).toBe('0');
    expect(screen.getByText('You have unlocked free delivery')).toBeTruthy();
  });

  it('has no free-delivery bar when the business offers none', async () => {
    setup([colaLine], config({ free_delivery_over_status: 0 }));
    await screen.findByTestId('cart-line');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('sends a guest without guest checkout to sign in', async () => {
    const { router } = setup([colaLine], config({ guest_checkout_status: 0 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed To Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toBe('?from=%2Fcheckout%3Fpage%3Dcart');
  });

  it('asks a guest to log in or go on as a guest when guest checkout is on', async () => {
    mockFetch({ 'customer/cart/list': { body: [colaLine] } });
    const onGuestCheckout = vi.fn();
    const onClose = vi.fn();
    const { router } = renderWithApp(<CartDrawer open onClose={onClose} config={config()} onGuestCheckout={onGuestCheckout} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed To Checkout' }));
    expect(onGuestCheckout).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in customer to the cart checkout', async () => {
    localStorage.setItem('token', 'token-123');
    const { router } = setup([colaLine], config({ guest_checkout_status: 0 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed To Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?page=cart');
  });

  it('removes a line at quantity 1 with the delete button', async () => {
    const fetchMock = mockFetch({ 'customer/cart/list': { body: [colaLine] }, 'customer/cart/remove-item': { body: [] } });
    renderWithApp(<CartDrawer open onClose={() => {}} config={config()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from cart' }));
    expect(await screen.findByText('Removed from cart.')).toBeTruthy();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('customer/cart/remove-item?cart_id=91&guest_id=guest-12345'))).toBe(true);
  });
});
