import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { Toaster } from '@storefront/ui/toaster';
import type { ConsoleSession } from '@storefront/contract';
import { Avatar } from '@storefront/ui/avatar';
import { Button } from '@storefront/ui/button';
import { Drawer } from '@storefront/ui/drawer';
import { LogoutIcon, MenuIcon } from '@storefront/ui/icons';
import { useConfig } from '../../features/config/api/get-config';
import { useSignOut } from '../../features/operator/api/sign-out';
import { LanguageSwitcher } from '../../components/language-switcher';
import { mainRole } from '../../lib/access';
import { SideNav } from './side-nav';

/** The frame of every signed-in page: header (business, person, language, sign out), the role's navigation, the page. */
export function Shell({ session }: { session: ConsoleSession }) {
  const { operator } = session;
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const business = useConfig().data?.business_name;
  const signOut = useSignOut();
  const navigate = useNavigate();
  const name = `${operator.f_name} ${operator.l_name}`.trim();
  const role = mainRole(session);

  return (
    <div className="min-h-dvh bg-canvas">
      <header className="sticky top-0 z-30 border-b border-line bg-surface print:hidden">
        <div className="flex h-16 items-center gap-2 px-3 sm:px-5">
          <Button variant="ghost" size="icon" className="md:hidden" onClick={() => setMenuOpen(true)} aria-label={t('shell.menu')}>
            <MenuIcon className="size-5" />
          </Button>
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">{business ?? t('shell.console')}</p>
            <p className="truncate text-xs text-muted">{t('shell.console')}</p>
          </div>
          <div className="hidden items-center gap-2 sm:flex" title={operator.email}>
            <Avatar src={operator.image} name={name} className="size-9 text-sm" />
            <div className="max-w-40 min-w-0 leading-tight">
              <p className="truncate text-sm font-semibold" data-testid="signed-in-name">{name}</p>
              <p className="truncate text-xs text-muted" data-testid="signed-in-role">{role ? t(`operator.staff_roles.${role}`) : t(`operator.roles.${operator.role}`)}</p>
            </div>
          </div>
          <LanguageSwitcher />
          <Button variant="ghost" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending} aria-label={t('shell.sign_out')}>
            <LogoutIcon className="size-4" />
            <span className="hidden sm:inline" aria-hidden="true">{t('shell.sign_out')}</span>
          </Button>
        </div>
      </header>
      <div className="flex">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto overscroll-contain border-e border-line bg-surface md:block print:hidden">
          <SideNav session={session} />
        </aside>
        <main className="min-w-0 flex-1 p-4 sm:p-6 print:p-0">
          <Outlet />
        </main>
      </div>
      <Toaster navigate={(href) => void navigate(href)} />
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={name} widthClass="max-w-xs">
        <SideNav session={session} onNavigate={() => setMenuOpen(false)} />
      </Drawer>
    </div>
  );
}
