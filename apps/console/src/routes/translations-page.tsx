import { useTranslation } from 'react-i18next';
import { TranslationsList } from '../features/translations/components/translations-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /translations: the customer-visible texts not yet translated, for those who hold catalogue.view. */
export function TranslationsPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'catalogue.view', null)) return <p className="p-6 text-center text-muted">{t('translations.not_allowed')}</p>;
  return <TranslationsList />;
}
