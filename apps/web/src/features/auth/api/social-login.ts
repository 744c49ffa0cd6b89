import { useMutation } from '@tanstack/react-query';
import type { AuthSession, AuthSocialLogin, AuthSocialRegister } from '@storefront/contract';
import { api, ApiError } from '@/lib/api-client';

export const socialLogin = (body: AuthSocialLogin) => api.post<AuthSession>('auth/social-login', body, { silent: true });
export const socialRegister = (body: AuthSocialRegister) => api.post<AuthSession>('auth/social-register', body, { silent: true });

export interface GoogleSession {
  session: AuthSession;
  /** True when the Google account had no account here yet and one was just made. */
  created: boolean;
}

/** Signs in with a Google credential; a 404 (no account with it yet) registers one instead. */
export async function googleSignIn(body: AuthSocialRegister): Promise<GoogleSession> {
  const { token, medium, guest_id } = body;
  try {
    return { session: await socialLogin({ token, medium, guest_id }), created: false };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return { session: await socialRegister(body), created: true };
  }
}

export const useGoogleSignIn = () => useMutation({ mutationFn: googleSignIn });
