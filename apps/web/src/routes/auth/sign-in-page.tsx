import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { googleClientId } from '@/features/auth/google-script';
import { returnPath } from '@/features/auth/return-path';
import { useConfig } from '@/features/config/api/get-config';
import { getToken } from '@/lib/session';

/** Someone already signed in goes on to where they were headed. */
export function SignInPage() {
  const [params] = useSearchParams();
  const [signedIn] = useState(() => Boolean(getToken()));
  const config = useConfig().data;
  if (signedIn) return <Navigate to={returnPath(params.get('from'))} replace />;
  return <SignInForm googleClientId={googleClientId(config)} />;
}
