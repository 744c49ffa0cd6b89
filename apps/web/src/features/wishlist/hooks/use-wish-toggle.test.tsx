import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Wishlist } from '@storefront/contract';
import { itemFixture } from '@/test/catalog-fixtures';
import { renderWithApp } from '@/test/utils';
import { mockWishlistServer, signIn } from '@/test/wishlist-fixtures';
import { useWishToggle } from './use-wish-toggle';

const items = [itemFixture({ id: 1 }), itemFixture({ id: 2, name: 'Falafel Wrap' }), itemFixture({ id: 3, name: 'Hummus' })];

/** Counts its renders, as a card's heart on /home would re-render. */
function Heart({ index, onRender }: { index: number; onRender: (index: number) => void }) {
  onRender(index);
  const { wished } = useWishToggle({ item: items[index]! });
  return <p data-testid={`heart-${items[index]!.id}`}>{wished ? 'wished' : 'not wished'}</p>;
}

describe('useWishToggle', () => {
  it('gives each heart its own yes or no, and re-renders only the hearts whose answer changed', async () => {
    signIn();
    mockWishlistServer({ item: [items[0]!], store: [] });
    const renders: number[] = [];
    const onRender = (index: number) => {
      renders[index] = (renders[index] ?? 0) + 1;
    };
    const { queryClient } = renderWithApp(<>{items.map((_, i) => <Heart key={i} index={i} onRender={onRender} />)}</>);
    await waitFor(() => expect(screen.getByTestId('heart-1').textContent).toBe('wished'));
    expect(screen.getByTestId('heart-2').textContent).toBe('not wished');
    const before = [...renders];

    // The wrap is wished elsewhere (another card, the drawer): the list changes, the pizza's and hummus' answers do not.
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['wishlist'] });
    act(() => queryClient.setQueryData<Wishlist>(query!.queryKey, (list) => ({ ...list!, item: [items[1]!, ...list!.item] })));
    await waitFor(() => expect(screen.getByTestId('heart-2').textContent).toBe('wished'));
    expect(renders[1]).toBeGreaterThan(before[1]!);
    expect(renders[0]).toBe(before[0]);
    expect(renders[2]).toBe(before[2]);
  });
});
