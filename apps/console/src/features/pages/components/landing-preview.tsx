import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Texts } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../lib/texts';

/**
 * How the landing page's header will look in one language: its title and subtitle over the header's
 * banner, as the form holds them (an empty Arabic or French text shows the English, as the storefront
 * does), and a link opening the storefront's own landing page in that language in a new tab.
 */
export function LandingPreview({ title, subtitle, banner }: { title: Texts; subtitle: Texts; banner: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<TextLanguage>('en');
  const dir = TEXT_LANGUAGES.find((l) => l.code === code)!.dir;
  return (
    <section aria-label={t('pages.preview')} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-2 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="me-auto text-sm font-semibold">{t('pages.preview')}</p>
        {TEXT_LANGUAGES.map((l) => (
          <Button key={l.code} size="sm" variant={code === l.code ? 'primary' : 'outline'} onClick={() => setCode(l.code)}>{t(`pages.preview_in_${l.code}`)}</Button>
        ))}
        <a href={`/?lang=${code}`} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-brand-700 underline">{t('pages.landing_open')}</a>
      </div>
      <article data-testid="landing-preview" dir={dir} lang={code} className="grid items-center gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[1fr_14rem] sm:p-6">
        <div>
          <h2 className="text-2xl font-extrabold"><bdi>{title[code].trim() || title.en}</bdi></h2>
          <p className="mt-2 text-muted"><bdi>{subtitle[code].trim() || subtitle.en}</bdi></p>
        </div>
        {banner && <img src={banner} alt="" className="max-h-40 w-full rounded-xl object-cover" />}
      </article>
    </section>
  );
}
