import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replayEarlyTaps } from './early-taps';

// index.html's first script, as the browser runs it before the page's code: it holds the taps this module replays.
// It lets through events a script made (the replay's own clicks); this DOM makes no other kind, so here it holds those.
const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const firstScript = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
beforeAll(() => {
  expect(firstScript).toContain('!e.isTrusted');
  new Function(firstScript.replace('!e.isTrusted', 'false'))();
});

afterEach(() => {
  window.__earlyTaps?.splice(0);
  delete window.__pageLive;
  document.body.innerHTML = '';
});

const clicked: string[] = [];
function button(name: string, testId = 'wish-button', into: Element = document.body) {
  const el = document.createElement('button');
  el.dataset.testid = testId;
  el.addEventListener('click', () => clicked.push(name));
  into.append(el);
  return el;
}
/** A visitor's tap: held by the first script while the page is not live. */
const tap = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('replayEarlyTaps', () => {
  afterEach(() => clicked.splice(0));

  it('holds taps until the page is live, then clicks the held elements still in the page, in order, once', () => {
    const add = button('add', 'add-to-cart');
    const heart = button('heart');
    const gone = button('gone', 'other');
    for (const el of [heart, gone, add, heart]) tap(el);
    expect(clicked).toEqual([]);
    gone.remove();

    replayEarlyTaps();
    expect(clicked).toEqual(['heart', 'add', 'heart']);
    expect(window.__pageLive).toBe(true);
    expect(window.__earlyTaps).toEqual([]);

    replayEarlyTaps();
    expect(clicked).toHaveLength(3);
    // Live: a tap now is the element's own.
    tap(add);
    expect(clicked).toEqual(['heart', 'add', 'heart', 'add']);
  });

  it('clicks the element of the same kind that took a replaced one\'s place, and drops a tap whose place holds another kind', () => {
    const header = document.createElement('header');
    const card = document.createElement('div');
    card.dataset.testid = 'product-page';
    document.body.append(header, card);
    const guestHeart = button('guest heart', 'wish-button', card);
    const guestAdd = button('guest add', 'add-to-cart', card);
    tap(guestHeart);
    tap(guestAdd);
    // The render after the take-over puts the signed-in customer's heart where the guest's was, and a link where the add was.
    guestHeart.replaceWith(button('customer heart', 'wish-button', document.createElement('div')));
    guestAdd.replaceWith(document.createElement('a'));
    // …and adds a heart of the same kind above the part, which the rank within the part does not count.
    button('header heart', 'wish-button', header);

    replayEarlyTaps();
    expect(clicked).toEqual(['customer heart']);
  });

  it('marks the page live when nothing was held', () => {
    replayEarlyTaps();
    expect(window.__pageLive).toBe(true);
  });
});
