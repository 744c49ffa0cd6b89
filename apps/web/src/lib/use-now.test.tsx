import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHydration } from './hydration';
import { useNow } from './use-now';

function Clock() {
  return <p data-testid="now">{useNow(1000)}</p>;
}

afterEach(() => {
  setHydration(false);
  vi.useRealTimers();
});

describe('useNow', () => {
  it('starts at the time the server rendered the page while it is taken over, then ticks from now', () => {
    vi.useFakeTimers({ now: 100_000 });
    setHydration(true, 40_000);
    let first: string | null = null;
    function Recorder() {
      const now = useNow(1000);
      first ??= String(now);
      return <p data-testid="now">{now}</p>;
    }
    render(<Recorder />);
    // The first render matched the server's HTML; then the browser's time, at once.
    expect(first).toBe('40000');
    expect(screen.getByTestId('now').textContent).toBe('40000');
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByTestId('now').textContent).toBe('100000');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('now').textContent).toBe('101000');
  });

  it('starts at now on a page built in the browser', () => {
    vi.useFakeTimers({ now: 100_000 });
    render(<Clock />);
    expect(screen.getByTestId('now').textContent).toBe('100000');
  });
});
