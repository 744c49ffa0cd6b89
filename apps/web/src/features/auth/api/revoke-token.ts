import { api } from '@/lib/api-client';

/**
 * Revokes the bearer token on the server. Fire and forget: signing out goes on locally whatever
 * the answer, and an already expired token must not trigger the 401 redirect to sign-in.
 */
export function revokeToken(): void {
  api.post('auth/logout', undefined, { silent: true, keepSession: true }).catch(() => undefined);
}
