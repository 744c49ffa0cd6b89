import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@storefront/ui/toast';
import { mockFetch } from '@/test/utils';
import { api, ApiError } from './api-client';
import { setNavigator } from './navigation';

const messages = () => toastStore.getSnapshot().map((t) => t.message);
const sentHeaders = (fetchMock: ReturnType<typeof mockFetch>) => {
  const init = fetchMock.mock.calls[0]![1] as RequestInit;
  return new Headers(init.headers);
};

describe('api client', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockClear();
    setNavigator(navigate);
  });
  afterEach(() => setNavigator(null));

  it('sends the spec headers taken from local storage', async () => {
    localStorage.setItem('token', 'tok-123');
    localStorage.setItem('zoneid', '[2,1]');
    localStorage.setItem('module', JSON.stringify({ id: 7, module_name: 'Grocery' }));
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.5, lng: 90.25 }));
    localStorage.setItem('language-setting', 'ar');
    const fetchMock = mockFetch({ config: { body: { ok: true } } });

    await expect(api.get('config', { query: { a: 1, skip: undefined } })).resolves.toEqual({ ok: true });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/config?a=1');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    expect(headers.get('zoneid')).toBe('[2,1]');
    expect(headers.get('moduleid')).toBe('7');
    expect(headers.get('latitude')).toBe('23.5');
    expect(headers.get('longitude')).toBe('90.25');
    expect(headers.get('x-localization')).toBe('ar');
    expect(headers.get('x-software-id')).toBeTruthy();
    expect(headers.get('accept')).toBe('application/json');
  });

  it('leaves out what is not stored and defaults the language to English', async () => {
    const fetchMock = mockFetch({ module: { body: [] } });
    await api.get('module');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('x-localization')).toBe('en');
    for (const name of ['authorization', 'zoneid', 'moduleid', 'latitude', 'longitude']) expect(headers.has(name)).toBe(false);
  });

  it('on 401 with a stored token removes it, toasts the message and goes to sign-in', async () => {
    localStorage.setItem('token', 'old');
    mockFetch({ 'customer/info': { status: 401, body: { errors: [{ code: 'token_expired', message: 'Your token has been expired' }] } } });

    const error = await api.get('customer/info').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(messages()).toEqual(['Your token has been expired']);
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
  });

  it('on 401 without a token only toasts', async () => {
    mockFetch({ 'customer/info': { status: 401, body: { errors: [{ code: 'unauthenticated', message: 'You are not logged in' }] } } });
    await expect(api.get('customer/info')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    expect(messages()).toEqual(['You are not logged in']);
  });

  it('toasts every message of the errors array and throws them typed', async () => {
    mockFetch({
      'auth/login': {
        status: 422,
        body: { errors: [{ code: 'phone', message: 'Phone is required' }, { code: 'password', message: 'Password is required' }] },
      },
    });
    const error = (await api.post('auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.errors.map((e) => e.code)).toEqual(['phone', 'password']);
    expect(messages()).toEqual(['Phone is required', 'Password is required']);
  });

  it('toasts a single message field', async () => {
    mockFetch({ cart: { status: 500, body: { message: 'Server exploded' } } });
    await expect(api.get('cart')).rejects.toMatchObject({ status: 500, errors: [{ message: 'Server exploded' }] });
    expect(messages()).toEqual(['Server exploded']);
  });

  it('stays quiet when asked to, and reports network failures as status 0', async () => {
    mockFetch({ 'pages/about-us': { status: 404, body: { errors: [{ code: 'not_found', message: 'Page not found' }] } } });
    await expect(api.get('pages/about-us', { silent: true })).rejects.toMatchObject({ status: 404 });
    expect(messages()).toEqual([]);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('config')).rejects.toMatchObject({ status: 0 });
    expect(messages()).toHaveLength(1);
  });

  it('sends JSON bodies with a content type', async () => {
    const fetchMock = mockFetch({ 'newsletter/subscribe': { body: { message: 'Subscribed Successfully' } } });
    await api.post('newsletter/subscribe', { email: 'a@b.co' });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });
});
