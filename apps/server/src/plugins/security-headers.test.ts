import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, SEED_NOW, type TestApp } from '../../test/helpers.js';
import { inlineHashes, tileSource } from './security-headers.js';

const SHELL = '<!doctype html><script>document.documentElement.lang="en"</script><style>.boot{color:red}</style>'
  + '<script type="module" src="/assets/app.js"></script><div id="root"></div>';

/** The policy's directives by name. */
const csp = (header: unknown) => Object.fromEntries(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('inline hashes and tile sources', () => {
  it('hashes inline scripts and styles, not scripts with a src', () => {
    const { scripts, styles } = inlineHashes(SHELL);
    expect(scripts).toEqual(["'sha256-KgfKtqYYfKG3kTGxfVSRJlrpineyESb0r2OojD1HgE4='"]);
    expect(styles).toHaveLength(1);
  });

  it('turns a Leaflet template into a CSP source', () => {
    expect(tileSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileSource('https://tiles.example.com:8443/{z}/{x}/{y}.png?key=1')).toBe('https://tiles.example.com:8443');
    expect(tileSource('')).toBeNull();
    expect(tileSource('javascript:alert(1)')).toBeNull();
    expect(tileSource('https://tiles.{s}.example.com/{z}.png')).toBeNull();
  });
});

describe('headers of a default install (http, no Google sign-in)', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('an HTML page gets a policy that runs its own inline code only, and cannot be framed', async () => {
    const res = await t.app.inject('/home');
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    const { scripts, styles } = inlineHashes(SHELL);
    expect(policy['script-src']).toEqual(["'self'", ...scripts]);
    expect(policy['style-src']).toEqual(["'self'", ...styles]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://storefront.test']);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']));
    // Inline code and style elements only by their hashes; style attributes (of a page rendered on the server) may be inline.
    expect(JSON.stringify({ ...policy, 'style-src-attr': [] })).not.toContain('unsafe-inline');
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(JSON.stringify(policy)).not.toContain('accounts.google.com');
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('an API answer gets the same headers', async () => {
    const res = await t.app.inject('/api/v1/zone/list');
    expect(res.statusCode).toBe(200);
    expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin' });
    // Pictures come with absolute PUBLIC_URL addresses: a page opened as 127.0.0.1 must still show localhost's.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('allows the business tile server once its setting changes', async () => {
    await t.db.updateTable('settings').set({ value: JSON.stringify('https://{s}.tiles.example.com/{z}/{x}/{y}.png') }).where('key', '=', 'map_tile_url').execute();
    t.app.services.config.invalidate();
    t.app.services.clock.set(new Date(SEED_NOW.getTime() + 60_000));
    const res = await t.app.inject('/home');
    expect(csp(res.headers['content-security-policy'])['img-src']).toContain('https://*.tiles.example.com');
  });
});

describe('headers with https and Google sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    const auth = loadConfig({ NODE_ENV: 'test' }).auth;
    t = await createTestApp({ publicUrl: 'https://shop.example.com', auth: { ...auth, googleClientIds: ['client.apps.googleusercontent.com'] } });
  });
  afterAll(() => t.close());

  it('sends HSTS, upgrades requests and allows Google’s sign-in script, frame and calls', async () => {
    const res = await t.app.inject('/api/v1/zone/list');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
    expect(policy['script-src']).toContain('https://accounts.google.com/gsi/client');
    expect(policy['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(policy['connect-src']).toContain('https://accounts.google.com/gsi/');
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});
