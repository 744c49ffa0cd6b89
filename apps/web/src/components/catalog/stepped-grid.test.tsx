import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SteppedGrid } from './stepped-grid';

/** Holds the idle callbacks so that the test says when the browser is idle. */
function stubIdle() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => pending.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return { idle: () => act(() => pending.splice(0).forEach((task) => task())), pending };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const grid = (count: number) => (
  <SteppedGrid items={ids(count)} className="grid">
    {(id) => <a key={id} href={`#${id}`}>{`Card ${id}`}</a>}
  </SteppedGrid>
);

describe('SteppedGrid', () => {
  it('renders four cards with the grid, four more each idle moment, and in the end all, in order', () => {
    const { idle } = stubIdle();
    render(grid(10));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4']);
    const gridElement = screen.getAllByRole('link')[0]!.parentElement!;
    expect(gridElement.getAttribute('aria-busy'), 'still growing').toBe('true');
    idle();
    expect(screen.getAllByRole('link')).toHaveLength(8);
    expect(gridElement.getAttribute('aria-busy')).toBe('true');
    idle();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(ids(10).map((id) => `Card ${id}`));
    expect(gridElement.hasAttribute('aria-busy'), 'done').toBe(false);
  });

  it('asks for no idle moment when everything fits in the first step', () => {
    const { pending } = stubIdle();
    render(grid(3));
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getAllByRole('link')[0]!.parentElement!.hasAttribute('aria-busy')).toBe(false);
    expect(pending).toHaveLength(0);
  });

  it('keeps the cards it showed when the list grows, and steps on to the new ones', () => {
    const { idle } = stubIdle();
    const view = render(grid(4));
    expect(screen.getAllByRole('link')).toHaveLength(4);
    view.rerender(grid(6));
    expect(screen.getAllByRole('link')).toHaveLength(4);
    idle();
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });
});
