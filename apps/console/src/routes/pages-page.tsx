import { useTranslation } from 'react-i18next';
import { PagesTabs } from '../features/pages/components/pages-tabs';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /pages: the storefront's information pages, FAQ and footer, for those who hold pages.view; editing for pages.edit. */
export function PagesPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'pages.view', null)) return <p className="p-6 text-center text-muted">{t('pages.not_allowed')}</p>;
  return <PagesTabs canEdit={can(session, 'pages.edit', null)} />;
}
