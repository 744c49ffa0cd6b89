import type { Config } from '@storefront/contract';

/** The parts of Google Identity Services this app uses. */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (answer: { credential: string }) => void }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleIdentity> | null = null;

/**
 * Injects Google's script once (only called when the business has Google sign-in on) and answers
 * its API once loaded. A failed load can be retried by the next call.
 */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google Identity Services missing')));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Google Identity Services failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Forgets the script (tests start each case afresh). */
export function forgetGoogleIdentity(): void {
  loading = null;
  document.querySelectorAll(`script[src="${GOOGLE_SCRIPT_URL}"]`).forEach((script) => script.remove());
}

/** Google's client id when the business has Google sign-in on (spec config social_login); else null. */
export function googleClientId(config: Pick<Config, 'social_login'> | undefined): string | null {
  const google = config?.social_login.find((provider) => provider.login_medium === 'google');
  return google?.status && google.client_id ? google.client_id : null;
}
