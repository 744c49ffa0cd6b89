import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { clearWelcome, useWelcomePending } from '../welcome';

/** Greets a new account once, after its first sign-up; 382px wide, the full width on a phone. */
export function WelcomeModal() {
  const { t } = useTranslation();
  const open = useWelcomePending();
  return (
    <Dialog open={open} onClose={clearWelcome} title={t('auth.welcome_title')} description={t('auth.welcome_text')} widthClass="max-w-[382px]" data-testid="welcome-modal">
      <Button size="lg" className="mt-6 w-full" onClick={clearWelcome}>
        {t('auth.welcome_start')}
      </Button>
    </Dialog>
  );
}
