import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';

export const GUEST_CHECKOUT = '/checkout?page=cart';

/** The guest-or-login prompt, from the drawer's Proceed To Checkout when guest checkout is on. */
export function GuestPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const from = `from=${encodeURIComponent(GUEST_CHECKOUT)}`;
  return (
    <Dialog open={open} onClose={onClose} title={t('checkout.guest_prompt_title')} description={t('checkout.guest_prompt_text')} widthClass="max-w-[400px]">
      <div className="mt-5 grid gap-2">
        <Button size="lg" onClick={() => go(GUEST_CHECKOUT)}>
          {t('checkout.continue_as_guest')}
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={() => go(`/auth/sign-in?${from}`)}>
            {t('checkout.login')}
          </Button>
          <Button variant="secondary" onClick={() => go(`/auth/sign-up?${from}`)}>
            {t('checkout.sign_up')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
