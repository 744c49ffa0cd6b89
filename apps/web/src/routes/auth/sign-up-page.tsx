import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { googleClientId } from '@/features/auth/google-script';
import { returnPath } from '@/features/auth/return-path';
import { useConfig } from '@/features/config/api/get-config';
import { getToken } from '@/lib/session';

export function SignUpPage() {
  const [params] = useSearchParams();
  const [signedIn] = useState(() => Boolean(getToken()));
  const config = useConfig().data;
  if (signedIn) return <Navigate to={returnPath(params.get('from'))} replace />;
  return <SignUpForm googleClientId={googleClientId(config)} />;
}
