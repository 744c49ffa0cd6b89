import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../features/config/api/get-config';
import { LanguageSwitcher } from './language-switcher';

/** The frame of the pages before a session (sign-in, forgotten password): the business, a title, a card. */
export function PublicFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  const business = useConfig().data?.business_name;
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-brand-700 dark:text-brand-300">{business ?? t('shell.console')}</p>
            <h1 className="mt-1 text-2xl font-bold">{title}</h1>
            <p className="mt-1 text-sm text-muted">{intro}</p>
          </div>
          <LanguageSwitcher />
        </div>
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">{children}</div>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('shell.to_storefront')}
          </a>
        </p>
      </div>
    </main>
  );
}
