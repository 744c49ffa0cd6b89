import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { returnPath } from '@/features/auth/return-path';
import { getToken } from '@/lib/session';

export function SignUpPage() {
  const [params] = useSearchParams();
  const [signedIn] = useState(() => Boolean(getToken()));
  if (signedIn) return <Navigate to={returnPath(params.get('from'))} replace />;
  return <SignUpForm />;
}
