import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { ConfirmDialog } from '@storefront/ui/confirm-dialog';
import { ChevronDownIcon, GlobeIcon } from '@storefront/ui/icons';
import { Popover, popoverItemClass } from '@storefront/ui/popover';
import { reloadPage } from '@/lib/browser';
import { getStoredLanguage, LANGUAGES, saveLanguage, type LanguageCode } from '@/lib/language';

export interface LanguageSwitcherProps {
  /** Full-width row (mobile drawer) instead of a compact header button. */
  block?: boolean;
}

/** English, Arabic, French; a change is confirmed, stored, and applied by reloading. */
export function LanguageSwitcher({ block }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const current = getStoredLanguage();
  const [pending, setPending] = useState<LanguageCode | null>(null);
  const currentName = LANGUAGES.find((l) => l.code === current)?.name ?? current;
  const pendingName = LANGUAGES.find((l) => l.code === pending)?.name;

  const confirm = () => {
    if (!pending) return;
    saveLanguage(pending);
    setPending(null);
    reloadPage();
  };

  return (
    <>
      <Popover
        align={block ? 'start' : 'end'}
        panelClassName={block ? 'w-full' : undefined}
        triggerProps={{
          'data-testid': 'language-switcher',
          'aria-label': `${t('language.label')}: ${currentName}`,
          className: cn(
            'flex items-center gap-2 rounded-full text-sm font-semibold text-ink transition hover:bg-surface-2',
            block ? 'h-11 w-full border border-line px-4' : 'h-10 px-3',
          ),
        }}
        trigger={
          <>
            <GlobeIcon className="size-5 text-muted" />
            <span className={block ? 'flex-1 text-start' : undefined}>{block ? currentName : current.toUpperCase()}</span>
            <ChevronDownIcon className="size-4 text-muted" />
          </>
        }
      >
        {(close) => (
          <ul>
            {LANGUAGES.map((language) => (
              <li key={language.code}>
                <button
                  type="button"
                  lang={language.code}
                  aria-current={language.code === current ? 'true' : undefined}
                  className={cn(popoverItemClass, language.code === current && 'text-brand-700 dark:text-brand-400')}
                  onClick={() => {
                    close();
                    if (language.code !== current) setPending(language.code);
                  }}
                >
                  <span className="flex-1">{language.name}</span>
                  {language.code === current && <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Popover>
      <ConfirmDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        description={pendingName && t('language.confirm_description', { language: pendingName })}
      />
    </>
  );
}
