import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Session } from './support/browser.js';

const baseUrl = inject('baseUrl');
let s: Session;

beforeEach(async () => {
  s = await openBrowser();
});
afterEach(() => s.close());

describe('first visit', () => {
  it('shows the business, offers the five modules for the default location, and turns right-to-left in Arabic', async () => {
    const { page } = s;
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.getByTestId('business-name').first().textContent()).toContain('Souqly');

    const chooser = page.getByTestId('module-chooser').first();
    await chooser.waitFor();
    const options = chooser.getByTestId('module-option');
    await expect.poll(() => options.count()).toBe(5);
    const names = (await options.allTextContents()).join(' ');
    for (const name of ['Food', 'Grocery', 'Pharmacy', 'Shop', 'Parcel']) expect(names).toContain(name);
    expect(await page.locator('html').getAttribute('dir')).not.toBe('rtl');

    await page.getByTestId('language-switcher').first().click();
    await page.getByRole('button', { name: 'العربية' }).first().click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Yes' }).click()]);

    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect.poll(() => page.getByTestId('module-option').count()).toBe(5);
    expect(await page.evaluate(() => localStorage.getItem('language-setting'))).toBe('ar');
    // The inline boot code ran under the server's policy (it set the direction before the app), and nothing was blocked.
    const policy = (await page.request.get(`${baseUrl}/`)).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    // No inline code but the boot code's hash (style attributes of server-rendered pages are the one inline allowance).
    expect(policy.split(';').filter((d) => !d.startsWith('style-src-attr')).join(';')).not.toContain('unsafe-inline');
    expect(s.cspViolations).toEqual([]);
  });
});
