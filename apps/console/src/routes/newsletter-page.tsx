import { useTranslation } from 'react-i18next';
import { SubscribersList } from '../features/newsletter/components/subscribers-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /newsletter: the newsletter's subscribers and their export, for those who hold promotions.view. */
export function NewsletterPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'promotions.view', null)) return <p className="p-6 text-center text-muted">{t('newsletter.not_allowed')}</p>;
  return <SubscribersList />;
}
