import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';
import { AlertIcon } from '@storefront/ui/icons';
import { NotFoundPlaceholder } from '@/components/not-found-placeholder';
import { reloadPage } from '@/lib/browser';

/** Render errors and failed page-code downloads (often a new deployment): offer a reload. */
export function RouteError({ fullPage }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPlaceholder />;
  return (
    <section
      role="alert"
      className={cn('mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center', fullPage && 'min-h-dvh justify-center')}
    >
      <span className="grid size-16 place-items-center rounded-full bg-red-500/10 text-red-600">
        <AlertIcon className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold">{t('errors.page_title')}</h1>
      <p className="mt-2 text-muted">{t('errors.page_description')}</p>
      <Button className="mt-6" onClick={() => reloadPage()}>
        {t('common.reload')}
      </Button>
    </section>
  );
}
