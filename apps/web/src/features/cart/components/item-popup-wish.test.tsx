import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { itemFixture } from '@/test/catalog-fixtures';
import { renderWithApp } from '@/test/utils';
import { mockWishlistServer, signIn, WithWishButton } from '@/test/wishlist-fixtures';
import { closeItemPopup, openItemPopup } from '../item-popup-request';
import { ItemPopup } from './item-popup';

const item = itemFixture({ id: 1, name: 'Margherita Pizza' });

afterEach(() => act(closeItemPopup));

describe('the item popup’s wishlist heart', () => {
  it('shows whether the item is wished, but not for campaign items', async () => {
    signIn();
    mockWishlistServer({ item: [item], store: [] }, { routes: { 'customer/cart/list': { body: [] } } });
    renderWithApp(
      <WithWishButton>
        <ItemPopup />
      </WithWishButton>,
    );
    act(() => openItemPopup({ item }));
    const popup = within(screen.getByTestId('item-popup'));
    await waitFor(() => expect(popup.getByTestId('wish-button').getAttribute('aria-pressed')).toBe('true'));
    expect(popup.getByTestId('wish-button').getAttribute('aria-label')).toBe('Remove from wishlist');
    act(() => openItemPopup({ item, campaign: true }));
    expect(within(screen.getByTestId('item-popup')).queryByTestId('wish-button')).toBeNull();
  });
});
