import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { itemFixture, page, storeFixture } from '@/test/catalog-fixtures';
import { configFixture, landingFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch, type MockResponse, renderRoutes } from '@/test/utils';

// Opening home starts loading its sections without waiting (app/routes): loaded here first, so that no
// import is still on its way when the file's environment is torn down.
beforeAll(async () => {
  await Promise.all([import('@/routes/home/home-page'), import('@/routes/home/module-home')]);
});

function renderAt(path: string, calls: Record<string, MockResponse>) {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify(moduleFixture()));
  const fetchMock = mockFetch({
    config: { body: configFixture() },
    'react-landing-page': { body: landingFixture() },
    module: { body: [moduleFixture()] },
    'auth/guest/request': { body: { guest_id: 'g-1' } },
    categories: { body: [] },
    ...calls,
  });
  return { router: renderRoutes(routes, path), fetchMock };
}

describe('store page', () => {
  it('shows the store, CLOSED NOW when closed, its announcement and items', async () => {
    renderAt('/store/2', {
      'stores/details/2': { body: storeFixture({ open: 0, announcement: 'Closed for Eid until Monday' }) },
      'items/latest': { body: page('products', [itemFixture()]) },
    });
    const root = await screen.findByTestId('store-page');
    expect(await within(root).findByRole('heading', { level: 1, name: 'Pizza Corner' })).toBeTruthy();
    expect(within(root).getByTestId('closed-overlay').textContent).toBe('CLOSED NOW');
    expect(within(root).getByTestId('store-announcement').textContent).toContain('Closed for Eid');
    expect(within(root).getByText('35-50 min')).toBeTruthy();
    expect(within(root).getByText('$15.00')).toBeTruthy();
    expect(await within(root).findByTestId('item-card')).toBeTruthy();
  });

  it('opened cold (a shared link, no zone yet), shows a dash for the distance and delivery time the answer leaves out', async () => {
    const { distance: _distance, delivery_time: _estimate, ...cold } = storeFixture();
    renderAt('/store/2', {
      'stores/details/2': { body: cold },
      'items/latest': { body: page('products', [itemFixture()]) },
    });
    const header = await screen.findByTestId('store-header');
    expect(within(header).getByText('Delivery time').nextElementSibling!.textContent).toBe('—');
    expect(within(header).getByText('Distance').nextElementSibling!.textContent).toBe('—');
    expect(header.textContent).not.toMatch(/undefined|NaN/);
  });

  it('searches inside the store', async () => {
    const { fetchMock } = renderAt('/store/2', {
      'stores/details/2': { body: storeFixture() },
      'items/latest': { body: page('products', [itemFixture()]) },
      'items/search': { body: page('products', []) },
    });
    const input = await screen.findByTestId('store-search-input');
    fireEvent.change(input, { target: { value: 'cola' } });
    expect(await screen.findByText('Items not found!', {}, { timeout: 2000 })).toBeTruthy();
    const search = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).find((u) => u.pathname.endsWith('items/search'))!;
    expect(search.searchParams.get('store_id')).toBe('2');
    expect(search.searchParams.get('name')).toBe('cola');
  });
});

describe('store page by slug', () => {
  it('asks for the store by its slug and for its items and search by its id, and links its items by slug', async () => {
    const { fetchMock } = renderAt('/store/pizza-corner', {
      'stores/details/pizza-corner': { body: storeFixture() },
      'items/latest': { body: page('products', [itemFixture()]) },
      'items/search': { body: page('products', []) },
    });
    const root = await screen.findByTestId('store-page');
    expect(await within(root).findByRole('heading', { level: 1, name: 'Pizza Corner' })).toBeTruthy();
    const card = await within(root).findByTestId('item-card');
    expect(within(card).getAllByRole('link')[0]!.getAttribute('href')).toBe('/product/margherita-pizza');
    const paths = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);
    expect(paths.filter((p) => p.includes('stores/details/'))).toEqual(['/api/v1/stores/details/pizza-corner']);
    expect(callsTo(fetchMock, 'items/latest')[0]!.searchParams.get('store_id')).toBe('2');
    fireEvent.change(screen.getByTestId('store-search-input'), { target: { value: 'cola' } });
    await waitFor(() => expect(callsTo(fetchMock, 'items/search')[0]?.searchParams.get('store_id')).toBe('2'));
  });
});

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname.endsWith(path));

describe('veg / non-veg filter', () => {
  it('narrows a food store\'s items with type=veg and type=non_veg', async () => {
    const { fetchMock } = renderAt('/store/2', {
      'stores/details/2': { body: storeFixture() },
      'items/latest': { body: page('products', [itemFixture()]) },
    });
    const filter = await screen.findByTestId('veg-filter');
    expect(within(filter).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(fetchMock, 'items/latest')[0]!.searchParams.has('type')).toBe(false);
    fireEvent.click(within(filter).getByRole('button', { name: 'Veg' }));
    await waitFor(() => expect(callsTo(fetchMock, 'items/latest').at(-1)!.searchParams.get('type')).toBe('veg'));
    fireEvent.click(within(filter).getByRole('button', { name: 'Non-veg' }));
    await waitFor(() => expect(callsTo(fetchMock, 'items/latest').at(-1)!.searchParams.get('type')).toBe('non_veg'));
    expect(within(filter).getByRole('button', { name: 'Non-veg' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is not offered outside food', async () => {
    renderAt('/store/2', {
      'stores/details/2': { body: storeFixture({ module_type: 'grocery' }) },
      'items/latest': { body: page('products', [itemFixture({ module_type: 'grocery' })]) },
    });
    expect(await screen.findByTestId('item-card')).toBeTruthy();
    expect(screen.queryByTestId('veg-filter')).toBeNull();
  });

  it('narrows a food category\'s items', async () => {
    const category = { id: 5, name: 'Pizza', slug: 'pizza', image_full_url: '', parent_id: null, position: 0, priority: 1, module_id: 1, featured: 0, childes: [] };
    const { fetchMock } = renderAt('/category/5', {
      'categories/5': { body: category },
      'categories/items/5': { body: page('products', [itemFixture()]) },
    });
    fireEvent.click(within(await screen.findByTestId('veg-filter')).getByRole('button', { name: 'Non-veg' }));
    await waitFor(() => expect(callsTo(fetchMock, 'categories/items/5').at(-1)!.searchParams.get('type')).toBe('non_veg'));
  });
});

describe('product page', () => {
  it('opened by slug, shows the price with the original struck, variations with "free" and add-ons, and links its store by slug', async () => {
    renderAt('/product/margherita-pizza', {
      'items/details/margherita-pizza': {
        body: itemFixture({
          price: 40,
          discounted_price: 32,
          discount: 20,
          food_variations: [{ id: 1, name: 'Size', type: 'single', min: 1, max: 1, required: 'on', values: [{ label: 'Small', optionPrice: 0, stock: null }, { label: 'Large', optionPrice: 9, stock: null }] }],
          add_ons: [{ id: 3, name: 'Extra cheese', price: 3 }],
        }),
      },
      'items/reviews/1': { body: page('reviews', []) },
      'items/related-items/1': { body: [itemFixture({ id: 9, slug: 'calzone', name: 'Calzone' })] },
    });
    const root = await screen.findByTestId('product-page');
    expect(await within(root).findByRole('heading', { level: 1, name: /Margherita Pizza/ })).toBeTruthy();
    const price = within(root).getAllByTestId('price')[0]!;
    expect(within(price).getByText('$40.00').tagName).toBe('DEL');
    expect(within(price).getByText('$32.00')).toBeTruthy();
    const options = within(root).getByTestId('item-purchase');
    expect(within(options).getByText('free')).toBeTruthy();
    expect(within(options).getByText('+$9.00')).toBeTruthy();
    expect(within(options).getByRole('checkbox', { name: /Extra cheese/ })).toBeTruthy();
    expect(within(options).getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    // The store by its slug, from the details and from the breadcrumb (Home › store › the item).
    for (const link of within(root).getAllByRole('link', { name: 'Pizza Corner' })) expect(link.getAttribute('href')).toBe('/store/pizza-corner');
    const trail = within(root).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Pizza Corner']);
    expect(within(trail).getByText('Margherita Pizza').getAttribute('aria-current')).toBe('page');
    const related = (await within(root).findByText('Calzone')).closest('a');
    expect(related?.getAttribute('href')).toBe('/product/calzone');
  });

  it('takes campaign items from the campaign list', async () => {
    renderAt('/product/margherita-pizza?product_type=campaign', {
      'items/details/margherita-pizza': { body: itemFixture({ price: 40, discounted_price: 40 }) },
      'campaigns/item': { body: [itemFixture({ price: 40, discounted_price: 30, campaign_id: 4, available_date_ends: '2999-01-01' })] },
    });
    expect(await screen.findByText('Campaign ends in')).toBeTruthy();
    expect(within(screen.getAllByTestId('price')[0]!).getByText('$30.00')).toBeTruthy();
    // Campaign items are ordered, never added to the cart.
    expect(screen.getByRole('button', { name: 'Order Now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });
});

describe('brands', () => {
  const brand = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), image_full_url: '', module_id: 1, items_count: 3 });

  it('sorts A-Z and Z-A', async () => {
    renderAt('/all-brands', { brand: { body: [brand(1, 'beta'), brand(2, 'Alpha'), brand(3, 'Gamma')] } });
    const list = await screen.findByTestId('brand-list');
    const names = () => within(list).getAllByTestId('brand-tile').map((el) => el.querySelector('.font-bold')!.textContent);
    expect(names()).toEqual(['Alpha', 'beta', 'Gamma']);
    fireEvent.click(screen.getByRole('tab', { name: 'Z-A' }));
    expect(names()).toEqual(['Gamma', 'beta', 'Alpha']);
    expect(within(list).getAllByRole('link')[0]!.getAttribute('href')).toBe('/home?data_type=brand&brand_id=3&name=Gamma');
  });

  it('goes back to /home when there are no brands', async () => {
    const { router } = renderAt('/all-brands', { brand: { body: [] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('store lists', () => {
  it('/store/popular starts on the Popular tab and switches tabs from page 1', async () => {
    const { fetchMock } = renderAt('/store/popular', {
      'stores/get-stores/popular': { body: page('stores', [storeFixture()]) },
      'stores/get-stores/top_rated': { body: page('stores', [storeFixture({ id: 7, name: 'Top Spot' })]) },
    });
    expect(await screen.findByText('Pizza Corner')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Popular' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Top Rated' }));
    expect(await screen.findByText('Top Spot')).toBeTruthy();
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x');
    expect(last.searchParams.get('offset')).toBe('1');
  });
});

describe('flash sales', () => {
  it('shows the products with stock bars and says when the sale is over', async () => {
    renderAt('/flash-sales?id=2', {
      'flash-sales': { body: { total_size: 1, limit: 2, offset: 1, flash_sales: [{ id: 2, title: 'Midnight bites', start_date: '2020-01-01T00:00:00Z', end_date: '2020-01-02T00:00:00Z', active_products: [] }] } },
      'flash-sales/items': {
        body: page('products', [{ id: 1, flash_sale_id: 2, item_id: 1, stock: 5, sold: 5, available_stock: 0, discount: 10, discount_type: 'percent', price: 30, item: itemFixture() }]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Midnight bites' })).toBeTruthy();
    expect(screen.getByText('This campaign is over')).toBeTruthy();
    expect(await screen.findByText('Out of Stock')).toBeTruthy();
  });
});
