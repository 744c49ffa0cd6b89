import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { formatWait, useCountdown } from '../hooks/use-countdown';

/** How long a customer waits before asking for another code. */
export const RESEND_WAIT_SECONDS = 60;

/** "Resend code", locked for a minute after each code; the wait restarts only when a new code went out. */
export function ResendCode({ onResend }: { onResend: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { left, restart } = useCountdown(RESEND_WAIT_SECONDS);
  const [sending, setSending] = useState(false);

  const resend = () => {
    setSending(true);
    onResend()
      .then(restart, () => undefined)
      .finally(() => setSending(false));
  };

  return (
    <Button variant="ghost" size="sm" disabled={left > 0 || sending} onClick={resend}>
      {left > 0 ? t('auth.resend_in', { time: formatWait(left) }) : t('auth.resend_code')}
    </Button>
  );
}
