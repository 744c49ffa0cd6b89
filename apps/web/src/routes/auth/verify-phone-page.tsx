import { Navigate, useSearchParams } from 'react-router';
import { VerifyPhoneForm } from '@/features/auth/components/verify-phone-form';

/** /auth/verify-phone?phone=...&after=sign-up|sign-in&from=...: the phone stays in the address across a reload. */
export function VerifyPhonePage() {
  const [params] = useSearchParams();
  const phone = params.get('phone');
  if (!phone) return <Navigate to="/auth/sign-in" replace />;
  return <VerifyPhoneForm key={phone} phone={phone} after={params.get('after') === 'sign-up' ? 'sign-up' : 'sign-in'} from={params.get('from')} />;
}
