import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/features/preferences/components/language-switcher';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { DeleteAccount } from '@/features/profile/components/delete-account';
import { NotificationSettings } from '@/features/push/components/notification-settings';
import { useToken } from '@/lib/session';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 className="text-base font-bold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /settings: language, theme and notifications for everyone (Web Push only once signed in); deleting the account once signed in. */
export function SettingsPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  const title = t('pages.settings');
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
      <Section title={t('language.label')} description={t('settings.language_description')}>
        <div className="sm:max-w-xs">
          <LanguageSwitcher block />
        </div>
      </Section>
      <Section title={t('settings.theme')} description={t('settings.theme_description')}>
        <div className="sm:max-w-xs">
          <ThemeToggle block />
        </div>
      </Section>
      <Section title={t('common.notifications')} description={t('settings.notifications_description')}>
        <NotificationSettings signedIn={signedIn} />
      </Section>
      {signedIn && <DeleteAccount />}
    </div>
  );
}
