import { useTranslation } from 'react-i18next';
import { SettingsEditor } from '../features/config/components/settings-editor';
import { useMe } from '../features/operator/api/get-me';
import { ListHeader } from '../lib/list-header';
import { can } from '../lib/access';

/** /settings: the business settings the storefront reads, for those who hold settings.view; saving for settings.edit. */
export function SettingsPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'settings.view', null)) return <p className="p-6 text-center text-muted">{t('config.not_allowed')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader title={t('config.title')} hint={t('config.hint')} />
      <SettingsEditor canEdit={can(session, 'settings.edit', null)} />
    </div>
  );
}
