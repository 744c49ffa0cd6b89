import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyTaps } from './early-taps';

afterEach(() => {
  delete window.__earlyTaps;
  delete window.__pageLive;
  document.body.innerHTML = '';
});

describe('replayEarlyTaps', () => {
  it('clicks the held elements still in the page, in order, once, and marks the page live', () => {
    const clicked: string[] = [];
    const button = (name: string) => {
      const el = document.createElement('button');
      el.addEventListener('click', () => clicked.push(name));
      document.body.append(el);
      return el;
    };
    const add = button('add');
    const heart = button('heart');
    const gone = button('gone');
    gone.remove();
    window.__earlyTaps = [heart, gone, add, heart];

    replayEarlyTaps();
    expect(clicked).toEqual(['heart', 'add', 'heart']);
    expect(window.__pageLive).toBe(true);
    expect(window.__earlyTaps).toEqual([]);

    replayEarlyTaps();
    expect(clicked).toHaveLength(3);
  });

  it('marks the page live when nothing was held', () => {
    replayEarlyTaps();
    expect(window.__pageLive).toBe(true);
  });
});
