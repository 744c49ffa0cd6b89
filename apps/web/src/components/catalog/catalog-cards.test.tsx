import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '@/lib/money-format';
import { itemFixture, storeFixture } from '@/test/catalog-fixtures';
import { Countdown } from './countdown';
import { ItemCard } from './item-card';
import { OptionPrice } from './option-price';
import { Rating } from './rating';
import { ReadMore } from './read-more';
import { GridSkeleton, RailSkeleton, StoreCardSkeleton } from './skeletons';
import { StockBar } from './stock-bar';
import { StoreCard } from './store-card';

const aed = { currency_symbol: 'AED', currency_symbol_direction: 'left' as const, digit_after_decimal_point: 2 };

function renderUi(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element: <CurrencyProvider format={aed}>{ui}</CurrencyProvider> }]);
  return render(<RouterProvider router={router} />);
}

describe('ItemCard', () => {
  it('shows the name, the server price and the original struck through', () => {
    renderUi(<ItemCard item={itemFixture({ price: 40, discount: 10, discount_type: 'percent', discounted_price: 36 })} />);
    const card = screen.getByTestId('item-card');
    expect(within(card).getByRole('link', { name: 'Margherita Pizza' }).getAttribute('href')).toBe('/product/margherita-pizza');
    expect(within(card).getByText('AED36.00')).toBeTruthy();
    expect(within(card).getByText('AED40.00').tagName).toBe('DEL');
    expect(within(card).getByTestId('discount-badge').textContent).toBe('10% OFF');
  });

  it('never computes a price: without a lower discounted price only the price shows', () => {
    renderUi(<ItemCard item={itemFixture({ price: 40, discount: 10, discounted_price: 40 })} />);
    expect(screen.queryByRole('deletion')).toBeNull();
    expect(screen.getByTestId('price').textContent).toBe('AED40.00');
  });

  it('shows an amount discount in money, the Recommend badge and the veg marker of food', () => {
    renderUi(<ItemCard item={itemFixture({ discount: 5, discount_type: 'amount', discounted_price: 35, recommended: 1, veg: 0 })} />);
    expect(screen.getByTestId('discount-badge').textContent).toBe('AED5.00 OFF');
    expect(screen.getByText('Recommend')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Non-veg' })).toBeTruthy();
  });

  it('has no veg marker outside food, and campaign items link with product_type', () => {
    renderUi(<ItemCard item={itemFixture({ module_type: 'grocery' })} campaign />);
    expect(screen.queryByTestId('veg-marker')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/product/margherita-pizza?product_type=campaign');
  });

  it('shows the no-image placeholder when the picture fails', () => {
    renderUi(<ItemCard item={itemFixture()} />);
    const img = screen.getByTestId('item-card').querySelector('img')!;
    fireEvent.error(img);
    expect(screen.getByTestId('item-card').querySelector('[data-placeholder="no-image"]')).toBeTruthy();
  });

  it('flash cards show the stock bar and Out of Stock at 0', () => {
    renderUi(<ItemCard item={itemFixture()} variant="flash" flash={{ sold: 10, stock: 10, available: 0 }} />);
    expect(within(screen.getByTestId('stock-bar')).getByText('Out of Stock')).toBeTruthy();
  });
});

describe('card ratings', () => {
  const unrated = { avg_rating: 0, rating_count: 0 };

  it('popular and special cards show 4.5 until the first rating', () => {
    renderUi(
      <>
        <ItemCard item={itemFixture({ id: 1, ...unrated })} variant="popular" />
        <ItemCard item={itemFixture({ id: 2, ...unrated })} variant="special" />
      </>,
    );
    const ratings = screen.getAllByTestId('rating');
    expect(ratings).toHaveLength(2);
    for (const rating of ratings) expect(rating.getAttribute('aria-label')).toBe('Rated 4.5 out of 5');
  });

  it('other cards show no rating for an unrated item', () => {
    renderUi(
      <>
        <ItemCard item={itemFixture({ id: 1, ...unrated })} />
        <ItemCard item={itemFixture({ id: 2, ...unrated })} variant="list" />
        <ItemCard item={itemFixture({ id: 3, ...unrated })} variant="slider" />
      </>,
    );
    expect(screen.queryByTestId('rating')).toBeNull();
  });

  it('a rated item shows its own rating, popular cards with the count', () => {
    renderUi(<ItemCard item={itemFixture({ avg_rating: 3.96, rating_count: 7 })} variant="popular" />);
    expect(screen.getByTestId('rating').getAttribute('aria-label')).toBe('Rated 4.0 out of 5 (7 reviews)');
  });
});

describe('slider card', () => {
  it('shows the picture, name, store, price and rating, and opens the product from anywhere on it', () => {
    renderUi(<ItemCard item={itemFixture({ price: 40, discount: 25, discount_type: 'percent', discounted_price: 30, recommended: 1 })} variant="slider" />);
    const card = screen.getByTestId('item-card');
    expect(card.dataset.variant).toBe('slider');
    expect(within(card).getByRole('link', { name: 'Margherita Pizza' }).getAttribute('href')).toBe('/product/margherita-pizza');
    expect(within(card).getByText('Pizza Corner')).toBeTruthy();
    expect(within(card).getByTestId('price').textContent).toBe('AED30.00AED40.00');
    expect(within(card).getByTestId('discount-badge').textContent).toBe('25% OFF');
    expect(within(card).getByText('Recommend')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Veg' })).toBeTruthy();
    expect(within(card).getByTestId('rating').textContent).toContain('4.3');
  });

  it('links campaign items with product_type and falls back to the no-image placeholder', () => {
    renderUi(<ItemCard item={itemFixture()} variant="slider" campaign />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/product/margherita-pizza?product_type=campaign');
    fireEvent.error(screen.getByTestId('item-card').querySelector('img')!);
    expect(screen.getByTestId('item-card').querySelector('[data-placeholder="no-image"]')).toBeTruthy();
  });
});

describe('skeletons', () => {
  it('repeat a card in a grid or a rail', () => {
    renderUi(
      <>
        <div data-testid="grid">
          <GridSkeleton count={3} className="grid" card={<StoreCardSkeleton />} busy />
        </div>
        <div data-testid="rail">
          <RailSkeleton count={2} itemClassName="w-10" />
        </div>
      </>,
    );
    const grid = screen.getByTestId('grid').firstElementChild!;
    expect(grid.children).toHaveLength(3);
    expect(grid.getAttribute('aria-busy')).toBe('true');
    const rail = screen.getByTestId('rail').firstElementChild!;
    expect(rail.children).toHaveLength(2);
    expect(rail.children[0]!.className).toBe('shrink-0 w-10');
  });
});

describe('StockBar', () => {
  it('shows sold and left while stock remains', () => {
    renderUi(<StockBar sold={3} stock={10} available={7} />);
    expect(screen.getByText('3 sold · 7 left')).toBeTruthy();
  });
});

describe('Rating', () => {
  it('reads one decimal with half-step stars', () => {
    renderUi(<Rating rating={4.3} count={12} stars />);
    const rating = screen.getByTestId('rating');
    expect(rating.textContent).toContain('4.3');
    expect(rating.querySelector('[data-stars]')!.getAttribute('data-stars')).toBe('full,full,full,full,half');
    expect(rating.getAttribute('aria-label')).toBe('Rated 4.3 out of 5 (12 reviews)');
  });
});

describe('StoreCard', () => {
  it('shows name, address, rating with one decimal, distance in km and delivery time', () => {
    renderUi(<StoreCard store={storeFixture({ free_delivery: 1 })} />);
    const card = screen.getByTestId('store-card');
    expect(within(card).getByRole('link', { name: 'Pizza Corner' }).getAttribute('href')).toBe('/store/pizza-corner');
    expect(within(card).getByText('Shop 12, Bay Square, Business Bay')).toBeTruthy();
    expect(within(card).getByTestId('rating').textContent).toContain('3.9');
    expect(within(card).getByTestId('store-distance').textContent).toBe('1.6 km');
    expect(within(card).getByText('35-50 min')).toBeTruthy();
    expect(within(card).getByText('Free delivery')).toBeTruthy();
    expect(within(card).queryByTestId('closed-overlay')).toBeNull();
  });

  it('reads "1k+ km" beyond 1000 km', () => {
    renderUi(<StoreCard store={storeFixture({ distance: 1_500_000 })} variant="compact" />);
    expect(screen.getByTestId('store-distance').textContent).toBe('1k+ km');
  });

  it('shows CLOSED NOW when active but closed', () => {
    renderUi(<StoreCard store={storeFixture({ active: 1, open: 0 })} />);
    expect(screen.getByTestId('closed-overlay').textContent).toBe('CLOSED NOW');
  });

  it('shows the not-available text when the store is not active', () => {
    renderUi(<StoreCard store={storeFixture({ active: 0, open: 0 })} />);
    expect(screen.queryByTestId('closed-overlay')).toBeNull();
    expect(screen.getByTestId('unavailable-overlay').textContent).toBe('This restaurant is not available right now. You can order it later.');
  });
});

describe('ReadMore', () => {
  it('cuts at 70 characters and toggles Read more / Show less', () => {
    const text = `${'x'.repeat(69)} and the rest of a long description`;
    renderUi(<ReadMore text={text} />);
    expect(screen.queryByText(text, { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
  });

  it('shows short text whole, without a button', () => {
    renderUi(<ReadMore text="Short." />);
    expect(screen.getByText('Short.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('OptionPrice', () => {
  it('shows 0 as "free" and others as an extra', () => {
    renderUi(
      <>
        <OptionPrice price={0} />
        <OptionPrice price={2.5} />
      </>,
    );
    expect(screen.getByText('free')).toBeTruthy();
    expect(screen.getByText('+AED2.50')).toBeTruthy();
  });
});

describe('Countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down in DD:HH:MM:SS and then says the campaign is over', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    renderUi(<Countdown endsAt="2026-11-22T11:01:02Z" />);
    expect(screen.getByRole('timer').textContent).toContain('01:01:01:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toContain('01:01:01:00');
    act(() => vi.advanceTimersByTime((25 * 3600 + 60) * 1000));
    expect(screen.getByTestId('countdown').textContent).toBe('This campaign is over');
  });
});
