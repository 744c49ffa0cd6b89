import { useState } from 'react';
import { Navigate } from 'react-router';
import { ForgotPassword } from '@/features/auth/components/forgot-password';
import { homePath, getToken } from '@/lib/session';

/** A signed-in customer changes the password in the profile instead. */
export function ForgotPasswordPage() {
  const [signedIn] = useState(() => Boolean(getToken()));
  if (signedIn) return <Navigate to={homePath()} replace />;
  return <ForgotPassword />;
}
