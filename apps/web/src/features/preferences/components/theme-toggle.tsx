import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { saveTheme, useTheme } from '@/lib/theme';

export function ThemeToggle({ block }: { block?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const dark = theme === 'dark';
  const label = dark ? t('theme.switch_to_light') : t('theme.switch_to_dark');

  if (block) {
    return (
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        onClick={() => saveTheme(dark ? 'light' : 'dark')}
        className="flex h-11 w-full items-center gap-3 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-2"
      >
        {dark ? <MoonIcon className="size-5 text-muted" /> : <SunIcon className="size-5 text-muted" />}
        <span className="flex-1 text-start">{t('theme.dark_mode')}</span>
        <span className={cn('relative h-6 w-11 rounded-full transition', dark ? 'bg-brand-600' : 'bg-black/15')}>
          <span
            className={cn(
              'absolute top-0.5 size-5 rounded-full bg-white shadow transition-all',
              dark ? 'start-[1.375rem]' : 'start-0.5',
            )}
          />
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => saveTheme(dark ? 'light' : 'dark')}
      aria-label={label}
      title={label}
      className="grid size-10 place-items-center rounded-full text-ink transition hover:bg-surface-2"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
