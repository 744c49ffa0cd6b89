import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemCard } from '@/components/catalog/item-card';
import { StoreCard } from '@/components/catalog/store-card';
import { itemFixture, storeFixture } from '@/test/catalog-fixtures';
import { saveToken } from '@/lib/session';
import { renderWithApp } from '@/test/utils';
import { gate, mockWishlistServer, saveLocation, signIn, WithWishButton } from '@/test/wishlist-fixtures';

const wished = itemFixture({ id: 1, name: 'Margherita Pizza' });
const other = itemFixture({ id: 7, slug: 'falafel-wrap', name: 'Falafel Wrap' });
const store = storeFixture({ id: 2 });

function renderCards(entry = '/home') {
  const view = renderWithApp(
    <WithWishButton>
      <ItemCard item={wished} />
      <ItemCard item={other} />
      <StoreCard store={store} />
    </WithWishButton>,
    { path: '/home', entry, extraRoutes: ['/auth/sign-in', '/product/:id', '/store/:id'] },
  );
  const cards = screen.getAllByTestId('item-card');
  return { ...view, wishedCard: within(cards[0]!), otherCard: within(cards[1]!), storeCard: within(screen.getByTestId('store-card')) };
}

const heart = (card: ReturnType<typeof within>) => card.getByTestId('wish-button');

describe('WishButton', () => {
  it('is filled for wished items and stores, outlined otherwise', async () => {
    signIn();
    mockWishlistServer({ item: [wished], store: [store] });
    const { wishedCard, otherCard, storeCard } = renderCards();
    await waitFor(() => expect(heart(wishedCard).getAttribute('aria-pressed')).toBe('true'));
    expect(heart(wishedCard).getAttribute('aria-label')).toBe('Remove from wishlist');
    expect(heart(wishedCard).querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
    expect(heart(storeCard).getAttribute('aria-pressed')).toBe('true');
    expect(heart(otherCard).getAttribute('aria-pressed')).toBe('false');
    expect(heart(otherCard).getAttribute('aria-label')).toBe('Add to wishlist');
    expect(heart(otherCard).querySelector('svg')?.getAttribute('fill')).toBe('none');
  });

  it('fills at once on click, adds by item_id and toasts the success, without opening the card', async () => {
    signIn();
    const hold = gate();
    const { calls } = mockWishlistServer({ item: [wished], store: [] }, { hold: hold.promise });
    const { otherCard, wishedCard, router } = renderCards();
    await waitFor(() => expect(heart(wishedCard).getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(heart(otherCard));
    await waitFor(() => expect(heart(otherCard).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByText('Added to wishlist')).toBeNull();
    await act(async () => hold.release());
    expect(await screen.findByText('Added to wishlist')).toBeTruthy();
    const [add] = calls('customer/wish-list/add');
    expect(add?.method).toBe('POST');
    expect(Object.fromEntries(add!.url.searchParams)).toEqual({ item_id: '7' });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('rolls back and shows the server’s message when adding fails', async () => {
    signIn();
    const hold = gate();
    let lists = 0;
    mockWishlistServer(
      { item: [wished], store: [] },
      {
        hold: hold.promise,
        failChange: { status: 500, body: { errors: [{ code: 'internal', message: 'Something went wrong on our side' }] } },
        // Asking again never answers: only the rollback can put the outline back.
        routes: { 'customer/wish-list': () => (lists++ === 0 ? { body: { item: [wished], store: [] } } : new Promise(() => {})) },
      },
    );
    const { otherCard, wishedCard } = renderCards();
    await waitFor(() => expect(heart(wishedCard).getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(heart(otherCard));
    await waitFor(() => expect(heart(otherCard).getAttribute('aria-pressed')).toBe('true'));
    await act(async () => hold.release());
    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
    expect(heart(otherCard).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Added to wishlist')).toBeNull();
  });

  it('removes a store by store_id', async () => {
    signIn();
    const { calls } = mockWishlistServer({ item: [], store: [store] });
    const { storeCard } = renderCards();
    await waitFor(() => expect(heart(storeCard).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart(storeCard));
    expect(await screen.findByText('Removed from wishlist')).toBeTruthy();
    expect(heart(storeCard).getAttribute('aria-pressed')).toBe('false');
    const [remove] = calls('customer/wish-list/remove');
    expect(remove?.method).toBe('DELETE');
    expect(Object.fromEntries(remove!.url.searchParams)).toEqual({ store_id: '2' });
  });

  it('sends a guest to sign in and back, without asking the server anything', async () => {
    saveLocation();
    const { fetchMock } = mockWishlistServer({ item: [wished], store: [] });
    const { otherCard, router } = renderCards('/home?tab=popular');
    expect(heart(otherCard).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart(otherCard));
    expect(await screen.findByText('You are not logged in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/home?tab=popular')}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // Every card has a heart: a guest's must not cost a wishlist query and two mutations each.
  it('mounts no wishlist query for a guest, and one shared query once signed in', async () => {
    saveLocation();
    mockWishlistServer({ item: [wished], store: [] });
    const { queryClient, wishedCard } = renderCards();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['wishlist'] })).toHaveLength(0);
    // Signing in announces the token (the fixture's signIn writes storage before rendering).
    act(() => saveToken('token-123'));
    await waitFor(() => expect(heart(wishedCard).getAttribute('aria-pressed')).toBe('true'));
    expect(queryClient.getQueryCache().findAll({ queryKey: ['wishlist'] })).toHaveLength(1);
  });

  it('is hidden in the parcel module', () => {
    signIn('parcel');
    const { fetchMock } = mockWishlistServer({ item: [wished], store: [] });
    renderCards();
    expect(screen.getAllByTestId('item-card')).toHaveLength(2);
    expect(screen.queryByTestId('wish-button')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('wish-list/'))).toBe(false);
  });

  it('is not on campaign cards', () => {
    signIn();
    mockWishlistServer({ item: [], store: [] });
    renderWithApp(
      <WithWishButton>
        <ItemCard item={other} campaign />
      </WithWishButton>,
    );
    expect(screen.getByTestId('item-card')).toBeTruthy();
    expect(screen.queryByTestId('wish-button')).toBeNull();
  });
});
