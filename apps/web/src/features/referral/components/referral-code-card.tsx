import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { CheckIcon, CopyIcon, GiftIcon, ShareIcon } from '@storefront/ui/icons';
import { AccountHero } from '@/components/account/account-hero';
import { useCopy } from '@/lib/use-copy';
import { signUpLink } from '../referral-link';

export interface ReferralCodeCardProps {
  code: string;
  /** What the customer earns per friend, formatted; null when the business pays nothing. */
  earning: string | null;
  /** The share sheet's title and message. */
  shareTitle: string;
  shareText: string;
}

/** The code, large; Copy ('Copied' for 1 s) and Share (the share sheet, else the sign-up link is copied). */
export function ReferralCodeCard({ code, earning, shareTitle, shareText }: ReferralCodeCardProps) {
  const { t } = useTranslation();
  const codeCopy = useCopy();
  const linkCopy = useCopy();
  const link = signUpLink(code);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shareTitle, text: shareText, url: link });
      } catch {
        // Closing the share sheet is not an error worth telling.
      }
      return;
    }
    await linkCopy.copy(link);
  };

  return (
    <AccountHero
      icon={<GiftIcon className="size-5" />}
      label={t('referral.your_code')}
      value={
        <bdi dir="ltr" className="font-mono tracking-[0.2em]">
          {code}
        </bdi>
      }
      valueTestId="referral-code"
      actions={
        <>
          <Button variant="light" onClick={() => void codeCopy.copy(code)} aria-live="polite">
            {codeCopy.copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
            {codeCopy.copied ? t('referral.copied') : t('referral.copy')}
          </Button>
          <Button variant="light" onClick={() => void share()} aria-live="polite">
            {linkCopy.copied ? <CheckIcon className="size-4" /> : <ShareIcon className="size-4" />}
            {linkCopy.copied ? t('referral.link_copied') : t('referral.share')}
          </Button>
        </>
      }
    >
      <p>{earning ? t('referral.intro', { amount: earning }) : t('referral.intro_plain')}</p>
    </AccountHero>
  );
}
