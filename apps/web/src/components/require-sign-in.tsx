import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '@storefront/ui/toast';
import { getToken } from '@/lib/session';

function SignInFirst({ to, message }: { to: string; message?: string }) {
  useEffect(() => {
    if (message) toast.error(message);
  }, [message]);
  return <Navigate to={to} replace />;
}

/**
 * Pages of the signed-in customer send guests to sign in and back. Only the token at arrival
 * counts: signing out or deleting the account leaves the page by its own navigation. `message`
 * tells the guest why ('You must be login to access this page.').
 */
export function RequireSignIn({ children, message }: { children: ReactNode; message?: string }) {
  const { pathname, search } = useLocation();
  const [signedIn] = useState(() => Boolean(getToken()));
  if (!signedIn) return <SignInFirst to={`/auth/sign-in?from=${encodeURIComponent(pathname + search)}`} message={message} />;
  return children;
}
