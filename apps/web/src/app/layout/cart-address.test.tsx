import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import manifest from '../../../public/manifest.webmanifest?raw';
import { CART_ADDRESS, useCartAddress } from './cart-address';

function Page({ openCart }: { openCart: () => void }) {
  useCartAddress(openCart);
  return null;
}

function renderAt(address: string) {
  const openCart = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Page openCart={openCart} /> }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return { openCart, router };
}

describe('the cart’s address', () => {
  it('opens the cart drawer once for ?cart=open and leaves the rest of the address as it was', () => {
    const { openCart, router } = renderAt('/store/pizza-corner?cart=open&ref=x');
    expect(openCart).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/store/pizza-corner');
    expect(router.state.location.search).toBe('?ref=x');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens nothing on other addresses, and opens the cart when a later navigation asks', async () => {
    const { openCart, router } = renderAt('/?cart=closed');
    expect(openCart).not.toHaveBeenCalled();
    await act(() => router.navigate(CART_ADDRESS));
    expect(openCart).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('');
  });

  it('is where the installed app’s Cart shortcut points', () => {
    const shortcuts = (JSON.parse(manifest) as { shortcuts: Array<{ url: string }> }).shortcuts.map((s) => s.url);
    expect(shortcuts).toEqual(['/track-order', CART_ADDRESS]);
  });
});
