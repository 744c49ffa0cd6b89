import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '@storefront/ui/icons';

/** The end of an application: it is kept, and the answer will be written to this email. */
export function ApplicationSent({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  return (
    <section role="status" className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-8 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-emerald-500/15 text-emerald-600"><CheckIcon className="size-7" /></span>
      <h2 className="text-xl font-bold">{t('stores.application.sent_title')}</h2>
      <p className="max-w-md text-muted">
        {t('stores.application.sent_text_before', { name })} <bdi dir="ltr" className="font-semibold text-ink">{email}</bdi>{t('stores.application.sent_text_after')}
      </p>
      <Link to="/" className="font-semibold text-brand-600 underline">{t('stores.application.back_home')}</Link>
    </section>
  );
}
