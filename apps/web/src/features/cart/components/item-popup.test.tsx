import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Item } from '@storefront/contract';
import { requestBody } from '@/test/account-fixtures';
import { cartLineFixture, pizzaFixture, saucesGroup, saveGuestSession, sizeGroup } from '@/test/cart-fixtures';
import { itemFixture } from '@/test/catalog-fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { readBuyNow } from '../buy-now';
import { closeItemPopup, openItemPopup, type ItemPopupOptions } from '../item-popup-request';
import { ItemPopup } from './item-popup';

type Routes = Parameters<typeof mockFetch>[0];

function setup(options: ItemPopupOptions, routes: Routes = {}) {
  const fetchMock = mockFetch({ 'customer/cart/list': { body: [] }, ...routes });
  const view = renderWithApp(<ItemPopup />, { extraRoutes: ['/checkout', '/auth/sign-in', '/store/:id'] });
  act(() => openItemPopup(options));
  return { fetchMock, ...view, popup: () => screen.getByTestId('item-popup') };
}

const called = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.some(([url]) => String(url).replace(/^\/api\/v1\//, '').split('?')[0] === path);
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const itemStepper = () => screen.getByRole('group', { name: 'Quantity of Margherita Pizza' });
const addButton = () => screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
const added = (item: Item): MockResponse => ({ body: [cartLineFixture({ item })] });

beforeEach(saveGuestSession);
afterEach(() => act(closeItemPopup));

describe('ItemPopup', () => {
  it('shows the item: store link, rating, price with the original struck through, zero-padded quantity and free options', () => {
    setup({ item: pizzaFixture({ price: 40, discounted_price: 36, halal_tag_status: 1, is_halal: 1 }) });
    const popup = within(screen.getByTestId('item-popup'));
    expect(popup.getByRole('heading', { name: /Margherita Pizza/ })).toBeTruthy();
    expect(popup.getByRole('link', { name: 'Pizza Corner' }).getAttribute('href')).toBe('/store/pizza-corner');
    expect(popup.getByText('Halal')).toBeTruthy();
    expect(within(popup.getByTestId('price')).getByText('$40.00').tagName).toBe('DEL');
    expect(within(itemStepper()).getByTestId('quantity').textContent).toBe('01');
    expect(popup.getByText('free')).toBeTruthy();
    expect(popup.getByRole('img', { name: 'Veg' })).toBeTruthy();
  });

  it('blocks Add until the required variation is chosen, with the spec text', async () => {
    const item = pizzaFixture();
    const { fetchMock } = setup({ item }, { 'customer/cart/add': added(item) });
    fireEvent.click(addButton());
    expect(alerts()).toEqual(['Variation Size can not remain without selection.']);
    expect(addButton().disabled).toBe(true);
    expect(called(fetchMock, 'customer/cart/add')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: /Large/ }));
    expect(alerts()).toEqual([]);
    expect(screen.getByTestId('purchase-total').textContent).toBe('$49.00');
    fireEvent.click(addButton());
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
    expect(requestBody(fetchMock, 'customer/cart/add')).toMatchObject({
      item_id: 1,
      quantity: 1,
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
      add_on_ids: [],
      guest_id: 'guest-12345',
    });
    await waitFor(() => expect(screen.queryByTestId('item-popup')).toBeNull());
  });

  it('a single group replaces its choice; a multi group hints its bounds, checks them and stops at the maximum', () => {
    setup({ item: pizzaFixture({ food_variations: [sizeGroup, saucesGroup] }) });
    fireEvent.click(screen.getByRole('radio', { name: /Small/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Large/ }));
    expect((screen.getByRole('radio', { name: /Small/ }) as HTMLInputElement).checked).toBe(false);

    const sauces = screen.getByRole('group', { name: 'Choose 2 sauces' });
    expect(within(sauces).getByText('This Variation needs to be selected in between minimum 2 and Maximum 2 items.')).toBeTruthy();
    fireEvent.click(within(sauces).getByRole('checkbox', { name: /Garlic/ }));
    fireEvent.click(addButton());
    expect(alerts()).toEqual(['Selected variation named Choose 2 sauces must be in between Minimum 2 and Maximum 2']);

    fireEvent.click(within(sauces).getByRole('checkbox', { name: /Tahini/ }));
    expect(alerts()).toEqual([]);
    expect((within(sauces).getByRole('checkbox', { name: /Harissa/ }) as HTMLInputElement).disabled).toBe(true);
    expect(addButton().disabled).toBe(false);
  });

  it('checking an add-on sets 1, its stepper waits for the check, unchecking removes it', async () => {
    const item = pizzaFixture({ food_variations: [] });
    const { fetchMock } = setup({ item }, { 'customer/cart/add': added(item) });
    const cheese = screen.getAllByTestId('add-on')[0]!;
    const stepper = within(cheese).getByRole('group', { name: 'Quantity of Extra Cheese' });
    expect(within(stepper).getByTestId('quantity').textContent).toBe('00');
    expect((within(stepper).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(cheese).getByRole('checkbox'));
    expect(within(stepper).getByTestId('quantity').textContent).toBe('01');
    fireEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(within(stepper).getByTestId('quantity').textContent).toBe('02');
    expect(screen.getByTestId('purchase-total').textContent).toBe('$46.00');

    fireEvent.click(within(cheese).getByRole('checkbox'));
    expect(within(stepper).getByTestId('quantity').textContent).toBe('00');
    expect((within(stepper).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(cheese).getByRole('checkbox'));
    fireEvent.click(addButton());
    await screen.findByText('Item added to cart');
    expect(requestBody(fetchMock, 'customer/cart/add')).toMatchObject({ add_on_ids: [5], add_on_qtys: [1] });
  });

  it('non-food items pick one option of each choice; a variation out of stock blocks Buy Now and Add', async () => {
    const item = itemFixture({
      module_type: 'grocery',
      choice_options: [
        { name: 'choice_1', title: 'Colour', options: ['Red', 'Sky Blue'] },
        { name: 'choice_2', title: 'Size', options: ['S', 'L'] },
      ],
      variations: [
        { type: 'Red-S', price: 10, stock: 5 },
        { type: 'Red-L', price: 12, stock: 0 },
        { type: 'SkyBlue-L', price: 14, stock: 3 },
      ],
    });
    const { fetchMock } = setup({ item }, { 'customer/cart/add': added(item) });
    expect(screen.getByTestId('purchase-total').textContent).toBe('$10.00');
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(alerts()).toEqual(['This variation is out of stock. Choose another variation to proceed further.']);
    expect(addButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Sky Blue' }));
    expect(alerts()).toEqual([]);
    fireEvent.click(addButton());
    await screen.findByText('Item added to cart');
    expect(requestBody(fetchMock, 'customer/cart/add')).toMatchObject({ variation: [{ type: 'SkyBlue-L' }] });
  });

  it('edits an existing line with Update To Cart', async () => {
    const item = pizzaFixture();
    const line = cartLineFixture({ item, quantity: 3, variation: [{ name: 'Size', values: { label: ['Large'] } }], add_ons: [{ id: 6, name: 'Garlic Sauce', price: 2, quantity: 1 }] });
    const { fetchMock } = setup({ item, line }, { 'customer/cart/update': { body: [line] } });
    expect(within(itemStepper()).getByTestId('quantity').textContent).toBe('03');
    expect((screen.getByRole('radio', { name: /Large/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Update To Cart' }));
    expect(await screen.findByText('Item updated successfully')).toBeTruthy();
    expect(requestBody(fetchMock, 'customer/cart/update')).toMatchObject({ cart_id: 90, quantity: 3, add_on_ids: [6], add_on_qtys: [1] });
  });

  it('shows the server\'s answer in the popup', async () => {
    const item = itemFixture();
    setup({ item }, { 'customer/cart/add': { status: 422, body: { errors: [{ code: 'business_rule', message: 'Out of Limits' }] } } });
    fireEvent.click(addButton());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Out of Limits');
    expect(screen.getByTestId('item-popup')).toBeTruthy();
  });

  it('shows Not Available now with the time range instead of the actions', () => {
    setup({ item: itemFixture({ available: 0, schedule_order: 0, available_time_starts: '07:00', available_time_ends: '11:30' }) });
    const panel = screen.getByTestId('not-available');
    expect(panel.textContent).toContain('Not Available now');
    expect(panel.textContent).toContain('Available from 07:00 AM to 11:30 AM');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('keeps Buy Now and Add when the item can be scheduled; Buy Now keeps the choice for checkout', async () => {
    const { router } = setup({ item: itemFixture({ available: 0, schedule_order: 1 }) });
    expect(screen.queryByTestId('not-available')).toBeNull();
    expect(addButton()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=buy_now'));
    expect(readBuyNow()).toMatchObject({ item_id: 1, quantity: 1 });
  });

  it('campaign items only have Order Now, which needs sign-in', async () => {
    const { router } = setup({ item: itemFixture(), campaign: true });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('You are not logged in')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });

  it.each(['/store/pizza-corner', '/store/2'])('does not link the store on the store\'s own page, %s', (entry) => {
    mockFetch({ 'customer/cart/list': { body: [] } });
    renderWithApp(<ItemPopup />, { path: '/store/:id', entry });
    act(() => openItemPopup({ item: itemFixture() }));
    expect(within(screen.getByTestId('item-popup')).queryByRole('link', { name: 'Pizza Corner' })).toBeNull();
  });

  it('links the store on another store\'s page', () => {
    mockFetch({ 'customer/cart/list': { body: [] } });
    renderWithApp(<ItemPopup />, { path: '/store/:id', entry: '/store/burger-barn' });
    act(() => openItemPopup({ item: itemFixture() }));
    expect(within(screen.getByTestId('item-popup')).getByRole('link', { name: 'Pizza Corner' }).getAttribute('href')).toBe('/store/pizza-corner');
  });
});
