import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Waits for the page's main content: its heading, its own content when named, and no loading placeholders left. */
export async function settle(page: Page, ready?: string) {
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 20_000 });
  if (ready) await page.locator(ready).first().waitFor({ timeout: 20_000 });
  const busy = page.locator('[aria-busy="true"], main .animate-pulse');
  try {
    await expect.poll(() => busy.count(), { timeout: 20_000, interval: 50 }).toBe(0);
  } catch (err) {
    // Names the page and what is still loading, so that a failure on a loaded machine says where it was.
    const left = await busy.evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 200)));
    throw new Error(`${page.url()} still loading after 20 s:\n  ${left.join('\n  ')}`, { cause: err });
  }
}

/**
 * Waits until the page has stopped growing: nothing busy and the same height for 600 ms. A slow machine
 * draws sections and cards well after the first ones (the home mounts its sections as they near the screen).
 */
export async function stillPage(page: Page) {
  let last = '';
  let since = Date.now();
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => `${document.documentElement.scrollHeight}:${document.querySelectorAll('[aria-busy="true"], main .animate-pulse').length}`);
        if (now !== last || !now.endsWith(':0')) [last, since] = [now, Date.now()];
        return Date.now() - since;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBeGreaterThanOrEqual(600);
}

/** The home mounts its sections as they near the screen: scrolls until all are there. */
export async function mountAllSections(page: Page) {
  let last = -1;
  for (let round = 0; round < 40; round++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const count = await page.locator('[data-testid^="home-section-"]').count();
    if (count === last && (await page.locator('main .animate-pulse').count()) === 0) break;
    last = count;
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** How much wider than the window the document is, and the outermost elements sticking out (0 when it fits). */
export async function overflow(page: Page, scope?: Locator): Promise<{ excess: number; culprits: string[] }> {
  const measure = (root: Element | null) => {
    const width = window.innerWidth;
    const excess = Math.max(0, document.documentElement.scrollWidth - width, root ? root.scrollWidth - root.clientWidth : 0);
    const culprits: string[] = [];
    if (excess > 0) {
      for (const el of Array.from((root ?? document.body).querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
        const parent = el.parentElement?.getBoundingClientRect();
        if (parent && parent.right > width + 0.5 === box.right > width + 0.5 && parent.left < -0.5 === box.left < -0.5 && el.parentElement !== root) continue;
        culprits.push(`<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 70)}"> ${Math.round(box.left)}..${Math.round(box.right)}`);
        if (culprits.length === 4) break;
      }
    }
    return { excess, culprits };
  };
  return scope ? scope.evaluate(measure) : page.evaluate(measure, null);
}

/** Two frames: media queries apply at once, size observers report on the next frame. */
export const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Whether two boxes (as Playwright measures them, null when not shown) overlap. */
export const intersects = (a: { x: number; y: number; width: number; height: number } | null, b: typeof a) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
