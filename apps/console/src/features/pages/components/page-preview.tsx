import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Spinner } from '@storefront/ui/spinner';
import { errorMessage } from '@storefront/ui/api-error';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../lib/texts';
import { usePreviewPage } from '../api/pages';

/**
 * The page as the storefront would show it in one language: the title, and the body as the server
 * sanitizes it (asked of the server each time; the typed HTML itself is never put in the page), in the
 * language's direction. An empty Arabic or French body shows the English, as the storefront does.
 */
export function PagePreview({ title, content }: { title: Record<TextLanguage, string>; content: Record<TextLanguage, string> }) {
  const { t } = useTranslation();
  const preview = usePreviewPage();
  const [shown, setShown] = useState<{ code: TextLanguage; title: string; html: string } | null>(null);
  const show = (code: TextLanguage) => {
    const body = content[code].trim() || content.en;
    preview.mutate(body, { onSuccess: (answer) => setShown({ code, title: title[code].trim() || title.en, html: answer.content }) });
  };
  const dir = TEXT_LANGUAGES.find((l) => l.code === shown?.code)?.dir ?? 'ltr';
  return (
    <section aria-label={t('pages.preview')} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-2 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="me-auto text-sm font-semibold">{t('pages.preview')}</p>
        {TEXT_LANGUAGES.map(({ code }) => (
          <Button key={code} size="sm" variant={shown?.code === code ? 'primary' : 'outline'} disabled={preview.isPending} onClick={() => show(code)}>
            {t(`pages.preview_in_${code}`)}
          </Button>
        ))}
        {preview.isPending && <Spinner className="size-4" />}
      </div>
      {preview.isError && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">{errorMessage(preview.error) ?? t('errors.generic')}</p>}
      {shown ? (
        <article data-testid="page-preview" dir={dir} lang={shown.code} className="rounded-xl border border-line bg-surface p-4 sm:p-6">
          <h2 className="text-2xl font-extrabold"><bdi>{shown.title}</bdi></h2>
          <div
            className="mt-4 space-y-3 leading-relaxed break-words [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_ul]:list-disc [&_ul]:ps-6"
            dangerouslySetInnerHTML={{ __html: shown.html }}
          />
        </article>
      ) : (
        <p className="text-sm text-muted">{t('pages.preview_hint')}</p>
      )}
    </section>
  );
}
