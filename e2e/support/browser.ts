import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export interface Session {
  context: BrowserContext;
  page: Page;
  /** What the Content-Security-Policy blocked, as the browser reported it; close() fails when there is any. */
  cspViolations: string[];
  close: () => Promise<void>;
}

/** Debian's Chromium with a fresh profile folder, cut off from everything but this machine. */
export interface BrowserOptions {
  width?: number;
  height?: number;
  locale?: string;
  /** Where the browser says it is; grant 'geolocation' in permissions to let the page read it. */
  geolocation?: { latitude: number; longitude: number; accuracy?: number };
  permissions?: string[];
  /** False: a browser with JavaScript turned off (what the server renders is all there is). */
  javaScript?: boolean;
}

export async function openBrowser(options: BrowserOptions = {}): Promise<Session> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
    viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
    ...(options.geolocation ? { geolocation: options.geolocation } : {}),
    ...(options.permissions ? { permissions: options.permissions } : {}),
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cspViolations: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return {
    context,
    page,
    cspViolations,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
      // Every test doubles as a check that the server's policy lets the app work.
      if (cspViolations.length > 0) throw new Error(`The Content-Security-Policy blocked:\n${cspViolations.join('\n')}`);
    },
  };
}

/** What the app keeps in localStorage once a delivery location and module are chosen. */
export interface SavedLocation {
  zoneId: string;
  module: unknown;
  latLng: { lat: number; lng: number };
  address: string;
}

/** A browser whose visitor already picked a location and module, as if through the picker (set once; the app may change it). */
export async function openBrowserAt(location: SavedLocation, options: BrowserOptions = {}): Promise<Session> {
  const session = await openBrowser(options);
  await session.context.addInitScript(
    (values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    { zoneid: location.zoneId, module: JSON.stringify(location.module), currentLatLng: JSON.stringify(location.latLng), location: location.address },
  );
  return session;
}

/** A small PNG drawn by the page's own canvas, to upload through a file input. */
export async function drawnPng(page: Page, name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#039d55';
    context.fillRect(0, 0, 120, 80);
    return canvas.toDataURL('image/png');
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}
