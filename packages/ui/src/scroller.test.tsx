import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scroller } from './scroller';

const cards = (count: number) => Array.from({ length: count }, (_, i) => <a key={i} href={`#${i}`}>{`Card ${i}`}</a>);

/** Holds the idle callbacks so that the test says when the browser is idle. */
function stubIdle() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => pending.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () => act(() => pending.splice(0).forEach((task) => task()));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Scroller', () => {
  it('renders the first cards at once, every slot to keep the width, and the other cards when idle', () => {
    const idle = stubIdle();
    render(<Scroller itemClassName="w-44">{cards(15)}</Scroller>);
    expect(screen.getAllByRole('link')).toHaveLength(6);
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    idle();
    expect(screen.getAllByRole('link')).toHaveLength(15);
    expect(screen.getByRole('link', { name: 'Card 14' }).textContent).toBe('Card 14');
  });

  it('renders every card as soon as the rail is scrolled or focused', () => {
    stubIdle();
    render(<Scroller itemClassName="w-44">{cards(10)}</Scroller>);
    fireEvent.focus(screen.getByRole('link', { name: 'Card 5' }));
    expect(screen.getAllByRole('link')).toHaveLength(10);
  });

  it('renders everything at once when the cards set their own width', () => {
    stubIdle();
    render(<Scroller>{cards(10)}</Scroller>);
    expect(screen.getAllByRole('link')).toHaveLength(10);
  });
});
