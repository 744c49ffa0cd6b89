import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ModuleChooser } from '@/features/modules/components/module-chooser';
import { useSelectedModule } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';
import { HomeShell } from './home-shell';

export function HomePage() {
  const { t } = useTranslation();
  const zoneId = useStoredItem(STORAGE_KEYS.zoneId);
  const module = useSelectedModule();

  // Without a saved location there is nothing to show yet: the landing page sets one.
  if (!zoneId) return <Navigate to="/" replace />;
  if (!module) {
    return (
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('home.choose_module_title')}</h1>
        <p className="mt-2 mb-8 text-muted">{t('modules.required')}</p>
        <ModuleChooser zoneId={zoneId} />
      </section>
    );
  }
  return <HomeShell module={module} />;
}
