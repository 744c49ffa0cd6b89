import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '@storefront/ui/icons';
import { Switch } from '@storefront/ui/switch';
import { saveTheme, useTheme } from '@/lib/theme';

export function ThemeToggle({ block }: { block?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const dark = theme === 'dark';
  const label = dark ? t('theme.switch_to_light') : t('theme.switch_to_dark');

  if (block) {
    return (
      <Switch checked={dark} onChange={(on) => saveTheme(on ? 'dark' : 'light')} icon={dark ? <MoonIcon className="size-5 text-muted" /> : <SunIcon className="size-5 text-muted" />}>
        {t('theme.dark_mode')}
      </Switch>
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
