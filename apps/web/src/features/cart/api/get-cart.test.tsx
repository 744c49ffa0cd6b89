import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartList } from '@storefront/contract';
import { cartLineFixture, pizzaFixture, saveGuestSession } from '@/test/cart-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { cartKey } from './cart-owner';
import { useCartLine } from './get-cart';

/** Counts its renders, as a card on /home would re-render. */
function Line({ itemId, onRender }: { itemId: number; onRender: (itemId: number) => void }) {
  onRender(itemId);
  const line = useCartLine(itemId);
  return <p data-testid={`line-${itemId}`}>{line ? String(line.quantity) : 'none'}</p>;
}

const pizza = pizzaFixture({ id: 1 });
const wrap = pizzaFixture({ id: 2, name: 'Falafel Wrap' });

beforeEach(saveGuestSession);

describe('useCartLine', () => {
  it('gives each card its own line, and re-renders only the card whose line changed', async () => {
    const lines: CartList = [cartLineFixture({ id: 11, item: pizza, item_id: 1, quantity: 1 }), cartLineFixture({ id: 12, item: wrap, item_id: 2, quantity: 3 })];
    mockFetch({ 'customer/cart/list': { body: lines } });
    const renders: Record<number, number> = {};
    const onRender = (itemId: number) => {
      renders[itemId] = (renders[itemId] ?? 0) + 1;
    };
    const { queryClient } = renderWithApp(
      <>
        <Line itemId={1} onRender={onRender} />
        <Line itemId={2} onRender={onRender} />
        <Line itemId={3} onRender={onRender} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('line-2').textContent).toBe('3'));
    expect(screen.getByTestId('line-1').textContent).toBe('1');
    expect(screen.getByTestId('line-3').textContent).toBe('none');
    const before = { ...renders };

    // The wrap's quantity changes; the pizza's line is the same object as before.
    act(() => queryClient.setQueryData<CartList>(cartKey(), (old) => old!.map((l) => (l.item_id === 2 ? { ...l, quantity: 4 } : l))));
    await waitFor(() => expect(screen.getByTestId('line-2').textContent).toBe('4'));
    expect(renders[2]).toBeGreaterThan(before[2]!);
    expect(renders[1]).toBe(before[1]);
    expect(renders[3]).toBe(before[3]);
  });
});
