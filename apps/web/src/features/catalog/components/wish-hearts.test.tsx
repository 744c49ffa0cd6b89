import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemFixture, storeFixture } from '@/test/catalog-fixtures';
import { renderWithApp } from '@/test/utils';
import { mockWishlistServer, signIn, WithWishButton } from '@/test/wishlist-fixtures';
import { ProductDetails } from './product-details';
import { StoreHeader } from './store-header';

const item = itemFixture({ id: 1 });
const store = storeFixture({ id: 2 });

describe('the wishlist heart on product and store pages', () => {
  it('shows on the product page whether the item is wished, and not for a campaign item', async () => {
    signIn();
    mockWishlistServer({ item: [item], store: [] });
    const { unmount } = renderWithApp(<WithWishButton><ProductDetails item={item} /></WithWishButton>);
    await waitFor(() => expect(screen.getByTestId('wish-button').getAttribute('aria-pressed')).toBe('true'));
    unmount();
    renderWithApp(<WithWishButton><ProductDetails item={item} campaign /></WithWishButton>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(item.name);
    expect(screen.queryByTestId('wish-button')).toBeNull();
  });

  it('shows on the store page whether the store is wished', async () => {
    signIn();
    mockWishlistServer({ item: [], store: [store] });
    renderWithApp(<WithWishButton><StoreHeader store={store} /></WithWishButton>);
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toBeTruthy();
    expect(screen.getByTestId('wish-button').getAttribute('aria-pressed')).toBe('true');
  });
});
