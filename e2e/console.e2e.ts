import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './support/browser.js';

const baseUrl = inject('baseUrl');

let s: Session;
let page: Page;

/** A phone on the shop's counter: the staff console at 390 px. */
beforeAll(async () => {
  s = await openBrowser({ width: 390, height: 844 });
  page = s.page;
});

afterAll(async () => {
  await s?.close();
});

describe('the staff console', () => {
  it('signs store staff in, names their store, speaks Arabic right to left, and signs out', async () => {
    await page.goto(`${baseUrl}/console/`);
    // Without a session every console page leads to the sign-in.
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');

    await page.getByLabel('Email').fill('store1@souqly.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials.' }).waitFor();

    await page.getByLabel('Password', { exact: true }).fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const greeting = page.getByRole('heading', { level: 1 });
    await greeting.filter({ hasText: 'Hello,' }).waitFor();
    const me = await (await fetch(`${baseUrl}/api/v1/operator/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'store1@souqly.test', password: 'Demo#2026' }),
    })).json() as { operator: { store: { name: string } | null } };
    expect(me.operator.store?.name).toBeTruthy();
    await page.getByText(me.operator.store?.name ?? '', { exact: true }).waitFor();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('combobox').selectOption('ar');
    await page.getByRole('button', { name: 'تسجيل الخروج' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The language and the session outlive a reload.
    await page.reload();
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.getByRole('heading', { name: 'تسجيل دخول الموظفين' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('console-token'))).toBeNull();
  });
});
