import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { readItem, STORAGE_KEYS } from '@/lib/storage';
import { useGoogleSignIn } from '../api/social-login';
import { loadGoogleIdentity } from '../google-script';
import { useStartSession } from '../hooks/use-start-session';
import { returnPath } from '../return-path';
import { newAccountPath } from '../verify-path';
import { markWelcome } from '../welcome';

export interface GoogleButtonProps {
  clientId: string;
  from: string | null;
  /** A friend's referral code, kept when the Google account is new here. */
  refCode?: string;
}

/**
 * Google's own button (Google Identity Services). Its credential signs in, or makes the account
 * when Google's email is new here (then it is greeted as a first sign-up).
 */
export function GoogleButton({ clientId, from, refCode }: GoogleButtonProps) {
  const { t, i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const google = useGoogleSignIn();
  const startSession = useStartSession();

  const signIn = useEffectEvent((credential: string) => {
    const body = { token: credential, medium: 'google' as const, guest_id: readItem(STORAGE_KEYS.guestId), ref_code: refCode?.trim() || null };
    google.mutate(body, {
      onSuccess: ({ session, created }) => {
        if (!created) return startSession(session, t('auth.sign_in_success'), returnPath(from));
        markWelcome();
        startSession(session, t('auth.sign_up_success'), newAccountPath(returnPath(from)));
      },
      onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
    });
  });

  const language = i18n.language;
  useEffect(() => {
    let live = true;
    loadGoogleIdentity().then(
      (identity) => {
        const parent = holder.current;
        if (!live || !parent) return;
        identity.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => signIn(credential) });
        // Google draws 200 to 400px wide; as wide as the card allows, so it fits a narrow phone.
        const width = Math.min(400, Math.max(200, parent.parentElement?.clientWidth || 320));
        identity.accounts.id.renderButton(parent, { theme: 'outline', size: 'large', shape: 'pill', text: 'continue_with', locale: language, width });
      },
      // Without Google's script the password form still works; nothing to tell the customer.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [clientId, language]);

  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-xs font-semibold text-muted uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('auth.or')}
      </p>
      <div className="mt-4 flex min-h-11 items-center justify-center gap-2">
        <div ref={holder} data-testid="google-button" />
        {google.isPending && <Spinner className="size-4.5" />}
      </div>
    </div>
  );
}
