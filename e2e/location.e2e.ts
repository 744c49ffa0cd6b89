import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserOptions, type Session } from './support/browser.js';

const baseUrl = inject('baseUrl');
let s: Session | undefined;

afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function open(options: BrowserOptions = {}): Promise<Page> {
  s = await openBrowser(options);
  await s.page.goto(`${baseUrl}/`);
  return s.page;
}

/** Types into the landing page's location search and picks the suggestion holding `choice`. */
async function searchAndPick(page: Page, typed: string, choice: string) {
  const input = page.getByTestId('location-search-input').first();
  await input.click();
  await input.pressSequentially(typed, { delay: 40 });
  const option = page.getByRole('option').filter({ hasText: choice }).first();
  await option.waitFor();
  await option.click();
}

const picker = (page: Page) => page.getByTestId('location-picker');
const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('choosing a delivery location', () => {
  it('finds a street typed with a typo, resolves it, and lands on /home with the chosen module', async () => {
    const page = await open();
    await searchAndPick(page, 'sheik zayd', 'Sheikh Zayed Road');

    await picker(page).waitFor();
    await expect.poll(() => picker(page).getByTestId('resolved-address').textContent()).toContain('Sheikh Zayed Road');
    const confirm = picker(page).getByTestId('pick-location-button');
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    expect(await confirm.textContent()).toContain('Pick Locations');
    await confirm.click();

    const followUp = page.getByTestId('module-follow-up');
    await followUp.waitFor();
    await followUp.getByTestId('module-option').filter({ hasText: 'Grocery' }).click();

    await page.waitForURL(`${baseUrl}/home`);
    const module = JSON.parse((await storage(page, 'module')) ?? 'null');
    expect(module?.module_type).toBe('grocery');
    expect(JSON.parse((await storage(page, 'zoneid')) ?? '[]').length).toBeGreaterThan(0);
    expect(await storage(page, 'location')).toContain('Sheikh Zayed Road');
    await expect.poll(() => page.getByTestId('header-location').first().textContent()).toContain('Sheikh Zayed Road');
  });

  it('turns the button into an error button with the server message outside every zone', async () => {
    const page = await open();
    await searchAndPick(page, 'al ain zo', 'Al Ain Zoo');

    await picker(page).waitFor();
    const button = picker(page).getByTestId('pick-location-button');
    await expect.poll(() => button.textContent()).toContain('Service is not available in this area');
    expect(await storage(page, 'zoneid')).toBeNull();
  });

  it('resolves the browser position when the visitor uses the current location', async () => {
    const page = await open({ permissions: ['geolocation'], geolocation: { latitude: 25.0805, longitude: 55.1403 } });
    await page.getByTestId('pick-from-map').first().click();
    await picker(page).waitFor();
    await picker(page).getByTestId('use-current-location').click();
    await expect.poll(() => picker(page).getByTestId('resolved-address').textContent(), { timeout: 15_000 }).toContain('Dubai Marina');
    await expect.poll(() => picker(page).getByTestId('pick-location-button').isEnabled()).toBe(true);
  });
});
