import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { OperatorRole } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { NAV_ITEMS } from './nav-items';

/** The role's entries, then the way back to the storefront (outside the console's routes). */
export function SideNav({ role, onNavigate }: { role: OperatorRole; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-1 p-3">
      {NAV_ITEMS[role].map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end
          onClick={onNavigate}
          className={({ isActive }) =>
            cn('rounded-xl px-3 py-2.5 text-sm font-semibold', isActive ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300' : 'hover:bg-surface-2')
          }
        >
          {t(item.label)}
        </NavLink>
      ))}
      <a href="/" className="mt-2 rounded-xl px-3 py-2.5 text-sm text-muted hover:bg-surface-2 hover:text-ink">
        {t('shell.to_storefront')}
      </a>
    </nav>
  );
}
