import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '@/lib/session';

/**
 * Pages of the signed-in customer send guests to sign in and back. Only the token at arrival
 * counts: signing out or deleting the account leaves the page by its own navigation.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const [signedIn] = useState(() => Boolean(getToken()));
  if (!signedIn) return <Navigate to={`/auth/sign-in?from=${encodeURIComponent(pathname + search)}`} replace />;
  return children;
}
