import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeightVariable } from './use-height-variable';

type Report = (entries: { borderBoxSize: { blockSize: number }[] }[]) => void;
let report: Report = () => {};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
});

function Header() {
  return <header ref={useHeightVariable<HTMLElement>('--header-height')} />;
}

describe('useHeightVariable', () => {
  it('publishes the height the ResizeObserver reports, without reading the layout at once', () => {
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: Report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    });
    const read = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const write = vi.spyOn(document.documentElement.style, 'setProperty');
    const { unmount } = render(<Header />);
    expect(read).not.toHaveBeenCalled();
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('');

    report([{ borderBoxSize: [{ blockSize: 64 }] }]);
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('64px');
    // The same height again writes nothing (a write restyles the page); no box (hidden by CSS) publishes nothing.
    report([{ borderBoxSize: [{ blockSize: 64 }] }]);
    report([{ borderBoxSize: [{ blockSize: 0 }] }]);
    expect(write).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('64px');
    report([{ borderBoxSize: [{ blockSize: 120.4 }] }]);
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('120px');

    unmount();
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('');
    expect(read).not.toHaveBeenCalled();
  });

  it('reads the height once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(56);
    const { unmount } = render(<Header />);
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('56px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--header-height')).toBe('');
  });
});
