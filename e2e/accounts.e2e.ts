import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawnPng, openBrowser, type Session } from './support/browser.js';
import { codeFromLog, logMark, settled } from './support/shop.js';

const baseUrl = inject('baseUrl');
const serverLog = inject('serverLog');
const downtown = { lat: 25.1972, lng: 55.2744 };
// Unique per run: the server keeps accounts for the whole e2e run.
const stamp = Date.now();
const account = {
  email: `layla.${stamp}@example.com`,
  phone: `+97150${String(stamp).slice(-7)}`,
  password: 'a-long-secret',
};

let s: Session;
let page: Page;
let oldPassword = '';

/** A returning visitor: location and food module saved once, as the location picker leaves them. */
beforeAll(async () => {
  const zoneId = (await (await fetch(`${baseUrl}/api/v1/config/get-zone-id?lat=${downtown.lat}&lng=${downtown.lng}`)).json()).zone_id;
  const modules: { module_type: string }[] = await (await fetch(`${baseUrl}/api/v1/module`, { headers: { zoneId } })).json();
  const saved = {
    zoneid: zoneId,
    module: JSON.stringify(modules.find((m) => m.module_type === 'food')),
    currentLatLng: JSON.stringify(downtown),
    location: 'Downtown Dubai, Dubai',
  };
  s = await openBrowser();
  await s.context.addInitScript((values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, saved);
  page = s.page;
});

afterAll(async () => {
  await s?.close();
});

const toast = (text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const token = () => page.evaluate(() => localStorage.getItem('token'));
const field = (label: string) => page.getByLabel(label, { exact: true });
const profileMenu = () => page.getByTestId('profile-menu');
const signInLink = () => page.getByRole('banner').getByRole('link', { name: 'Sign In' });

async function openProfileMenu() {
  await profileMenu().click();
  return page.getByTestId('customer-name');
}

describe('accounts', () => {
  it('signs up a new customer, who verifies the phone with the texted code, is welcomed, picks interests and lands home signed in', async () => {
    await page.goto(`${baseUrl}/auth/sign-up`);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('name is required', { exact: true }).waitFor();

    await field('First name').fill('Layla');
    await field('Last name').fill('Haddad');
    await field('Email').fill(account.email);
    await field('Phone').fill(account.phone);
    await field('Password').fill(account.password);
    await field('Confirm password').fill(account.password);
    const mark = logMark(serverLog);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // customer_verification is on in the demo: no session until the phone's code is given.
    await page.waitForURL(/\/auth\/verify-phone/);
    await page.getByText(`We sent a code to ${account.phone}`).waitFor();
    expect(await token()).toBeNull();
    const code = await codeFromLog(serverLog, account.phone, mark);
    await field('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('The code is incorrect or has expired.').waitFor();
    await field('Code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await toast('Signup successfully.').waitFor();
    await page.waitForURL(/\/interest/);
    const welcome = page.getByRole('dialog', { name: 'Welcome to the product!' });
    await welcome.waitFor();
    // The layout width: the bounding box scales with the pop-in animation, which overshoots for a moment.
    const width = await welcome.evaluate((el) => (el as HTMLElement).offsetWidth);
    expect(width, 'the welcome modal is 382px wide on a desktop').toBe(382);
    await welcome.getByRole('button', { name: 'Start shopping' }).click();
    await welcome.waitFor({ state: 'detached' });
    const options = page.getByTestId('interest-option');
    await options.first().waitFor();
    await options.nth(0).click();
    await options.nth(1).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Interests updated successfully.').waitFor();
    await page.waitForURL(`${baseUrl}/home`);
    expect(await token()).toBeTruthy();
    expect(await (await openProfileMenu()).textContent()).toBe('Layla Haddad');
  });

  it('signs out behind the confirm dialog, and the server forgets the token', async () => {
    const before = await token();
    await page.keyboard.press('Escape');
    await profileMenu().click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm this request?' });
    await settled(confirm);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await toast('Logout successful.').waitFor();
    await signInLink().waitFor();
    expect(await token()).toBeNull();
    const info = await fetch(`${baseUrl}/api/v1/customer/info`, { headers: { authorization: `Bearer ${before}` } });
    expect(info.status).toBe(401);
  });

  it('resets the forgotten password with the code mailed to the development log', async () => {
    await signInLink().click();
    await page.waitForURL(/\/auth\/sign-in/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/auth\/forgot-password/);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await page.getByText('Email or phone is required', { exact: true }).waitFor();
    await field('Email or phone').fill(account.email);
    const mark = logMark(serverLog);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await page.getByText(`We sent a code to ${account.email}`).waitFor();
    await field('Code').fill(await codeFromLog(serverLog, account.email, mark));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    const newPassword = 'a-new-longer-secret';
    await field('New password').fill(newPassword);
    await field('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await toast('Your password has been changed. Please sign in with your new password.').waitFor();
    await page.waitForURL(/\/auth\/sign-in/);
    oldPassword = account.password;
    account.password = newPassword;
  });

  it('refuses the old password, then signs in with the new one', async () => {
    await field('Email or phone').fill(account.email);
    await field('Password').fill(oldPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast('Invalid credentials.').waitFor();

    await field('Password').fill(account.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field('Password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast('Sign in successfully.').waitFor();
    await page.waitForURL(`${baseUrl}/home`);
    expect(await (await openProfileMenu()).textContent()).toBe('Layla Haddad');
    await page.keyboard.press('Escape');
  });

  it('adds an address in Dubai Marina through the map modal and makes it the delivery address', async () => {
    await page.goto(`${baseUrl}/profile?page=addresses`);
    await page.getByText("You don't have any saved address yet. please save address to continue").waitFor();
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const modal = page.getByTestId('address-modal');
    await modal.waitFor();

    const search = modal.getByTestId('location-search-input');
    await search.click();
    await search.pressSequentially('marina walk', { delay: 40 });
    await modal.getByRole('option').filter({ hasText: 'Dubai Marina Walk' }).first().click();
    await expect.poll(() => modal.getByLabel('Address', { exact: true }).inputValue(), { timeout: 15_000 }).toContain('Marina');
    // The contact starts as the customer.
    expect(await modal.getByLabel('Contact person name').inputValue()).toBe('Layla Haddad');
    await modal.getByText('Office', { exact: true }).click();
    await modal.getByLabel('Floor').fill('12');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();

    await toast('Address added successfully.').waitFor();
    const book = page.getByTestId('address-book');
    await expect.poll(() => book.textContent()).toContain('Dubai Marina Walk');
    expect(await book.textContent()).toContain('Office');

    await page.getByTestId('header-location').click();
    await page.getByTestId('open-saved-addresses').click();
    const dialog = page.getByTestId('saved-addresses');
    await dialog.getByRole('radio', { name: /Dubai Marina Walk/ }).check();
    await dialog.getByRole('button', { name: 'Select' }).click();
    await toast('New delivery address selected.').waitFor();
    await expect.poll(() => page.getByTestId('header-location').textContent()).toContain('Dubai Marina Walk');
  });

  it('changes the name and photo, and the header and profile show them', async () => {
    await page.goto(`${baseUrl}/profile`);
    await field('First name').fill('Lina');
    await page.getByLabel('Change photo').setInputFiles(await drawnPng(page, 'me.png'));
    const cropper = page.getByTestId('photo-cropper');
    await expect.poll(() => cropper.getByRole('button', { name: 'Use this photo' }).isEnabled()).toBe(true);
    await cropper.getByRole('button', { name: 'Use this photo' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await toast('Updated successfully.').waitFor();
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Lina Haddad');
    expect(await (await openProfileMenu()).textContent()).toBe('Lina Haddad');
    await page.keyboard.press('Escape');
    const photo = profileMenu().getByRole('img', { name: 'Lina Haddad' });
    expect(await photo.getAttribute('src')).toMatch(/\/storage\//);
  });

  it('deletes the account, which can no longer sign in', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await toast('Account has been deleted').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    expect(await token()).toBeNull();

    const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_or_phone: account.email, password: account.password }),
    });
    expect(login.status).toBe(401);
  });

  it('settings switch the site to dark and to Arabic, right to left', async () => {
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete account' }).count(), 'a guest has no account to delete').toBe(0);
    const dark = page.getByRole('switch', { name: 'Dark mode' });
    await dark.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await dark.getAttribute('aria-checked')).toBe('true');

    await page.getByRole('main').getByTestId('language-switcher').click();
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('heading', { name: 'الإعدادات', level: 1 }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), 'the theme survives the reload').toBe(true);
    expect(await page.getByRole('switch', { name: 'الوضع الداكن' }).getAttribute('aria-checked')).toBe('true');
  });
});
