import { api } from '@/lib/api-client';

/**
 * Revokes the bearer token on the server. Never fails: signing out goes on locally whatever the
 * answer, and an already expired token must not trigger the 401 redirect to sign-in.
 */
export function revokeToken(): Promise<void> {
  return api.post('auth/logout', undefined, { silent: true, keepSession: true }).then(() => undefined, () => undefined);
}
