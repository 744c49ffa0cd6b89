import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/utils';
import { ensureGuestId, forgetGuestIdRequest } from './guest-id';

describe('ensureGuestId', () => {
  it('stores the guest id it asked for, once, and not the answer to a request forgotten meanwhile', async () => {
    const fetchMock = mockFetch({ 'auth/guest/request': { body: { guest_id: 'guest-7' } } });
    const forgotten = ensureGuestId();
    forgetGuestIdRequest();
    await forgotten;
    expect(localStorage.getItem('guest_id')).toBeNull();

    await Promise.all([ensureGuestId(), ensureGuestId()]);
    expect(localStorage.getItem('guest_id')).toBe('guest-7');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('auth/guest/request'))).toHaveLength(2);
  });
});
