import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker';

function stubWorkers() {
  const register = vi.fn(async () => ({}));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  return register;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js in a build once the page has loaded and the browser is idle, not before', () => {
    vi.useFakeTimers();
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    const register = stubWorkers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorker();
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(register).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('registers nothing in development or in unit tests', () => {
    vi.useFakeTimers();
    const register = stubWorkers();
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'test');
    registerServiceWorker();
    vi.stubEnv('DEV', true);
    vi.stubEnv('MODE', 'development');
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
  });
});

describe('the address of earlier push registrations', () => {
  it('runs the one worker: /push-sw.js imports /sw.js', () => {
    const legacy = readFileSync(path.resolve(__dirname, '../../public/push-sw.js'), 'utf8');
    expect(legacy).toContain(`importScripts('${SERVICE_WORKER_URL}');`);
  });
});
