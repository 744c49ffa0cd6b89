import { useTranslation } from 'react-i18next';
import { LANDING_BANNER_SUB_TITLE_MAX, LANDING_BANNER_TITLE_MAX, LANDING_BANNERS_MAX, type ConsoleLanding, type LandingPictureSlot, type Texts } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PictureInput, usePictureChoice } from '../../../lib/picture-choice';
import { toastRefusal } from '../../../lib/save-refusal';
import { useUploadLandingPicture } from '../api/landing';
import { LandingTextFields } from './landing-texts';

export interface LandingBannerForm { image: string; image_full_url: string; title: Texts; sub_title: Texts }
export interface LandingPictureUrls { header: string; promotional: string }

/** A picture's upload field: sent at once (with the version read), so only when the form has nothing unsaved. */
function Upload({ slot, label, version, ready, onSaved }: { slot: LandingPictureSlot; label: string; version: number; ready: boolean; onSaved: (saved: ConsoleLanding) => void }) {
  const { t } = useTranslation();
  const upload = useUploadLandingPicture();
  const { problem, choose } = usePictureChoice({ type: t('pages.landing_picture_type'), size: t('pages.landing_picture_size') });
  const send = (file: File | undefined) => {
    choose(file);
    if (!file || !ready) return;
    upload.mutate({ version, slot, file }, {
      onSuccess: onSaved,
      onError: (error) => toastRefusal(error, t('pages.landing_changed_elsewhere'), t('errors.generic')),
    });
  };
  return <PictureInput label={label} hint={ready ? t('pages.landing_picture_hint') : t('pages.landing_save_first')} problem={problem} onFile={send} />;
}

/**
 * The header's and the promotional banner's pictures (replaced at once, removed by the next save), and the
 * promotion banners: each with its picture, its title and subtitle in three languages, moved up or down or
 * removed (kept by the next save); a new one is added by uploading its picture.
 */
export function LandingPictures({ landing, pictures, banners, canEdit, ready, problems, onRemove, onBanners, onSaved }: {
  landing: ConsoleLanding; pictures: LandingPictureUrls; banners: LandingBannerForm[]; canEdit: boolean; ready: boolean; problems: Record<string, string>;
  onRemove: (slot: keyof LandingPictureUrls) => void; onBanners: (banners: LandingBannerForm[]) => void; onSaved: (saved: ConsoleLanding) => void;
}) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => {
    const next = [...banners];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onBanners(next);
  };
  const set = (n: number, change: Partial<LandingBannerForm>) => onBanners(banners.map((b, k) => (k === n ? { ...b, ...change } : b)));
  const picture = (src: string, alt: string) => (src ? <img src={src} alt={alt} className="h-24 w-40 rounded-lg border border-line object-cover" /> : <span className="text-sm text-muted">{t('pages.landing_no_picture')}</span>);
  return (
    <section aria-label={t('pages.landing_pictures')} className="flex flex-col gap-4">
      <p className="text-sm font-bold">{t('pages.landing_pictures')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {([['header', t('pages.landing_header_banner')], ['promotional', t('pages.landing_promotional_banner')]] as const).map(([slot, label]) => (
          <section key={slot} aria-label={label} className="flex flex-col gap-2 rounded-xl border border-line p-3">
            <p className="text-sm font-semibold">{label}</p>
            {picture(pictures[slot], label)}
            {canEdit && pictures[slot] && <Button size="sm" variant="outline" className="self-start" onClick={() => onRemove(slot)}>{t('pages.landing_remove_picture')}</Button>}
            {canEdit && <Upload slot={slot} label={t('pages.landing_replace')} version={landing.version} ready={ready} onSaved={onSaved} />}
          </section>
        ))}
      </div>
      <p className="text-sm font-semibold">{t('pages.landing_promotion_banners')}</p>
      {banners.length === 0 && <p className="text-sm text-muted">{t('pages.landing_no_banners')}</p>}
      <ol className="flex flex-col gap-3">
        {banners.map((b, n) => (
          <li key={b.image} data-testid="landing-banner" className="flex flex-col gap-3 rounded-xl border border-line p-3">
            <div className="flex flex-wrap items-center gap-2">
              {picture(b.image_full_url, t('pages.landing_banner_number', { number: n + 1 }))}
              {canEdit && (
                <div className="ms-auto flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" disabled={n === 0} onClick={() => move(n, n - 1)}>{t('pages.landing_move_up')}</Button>
                  <Button size="sm" variant="outline" disabled={n === banners.length - 1} onClick={() => move(n, n + 1)}>{t('pages.landing_move_down')}</Button>
                  <Button size="sm" variant="outline" onClick={() => onBanners(banners.filter((_, k) => k !== n))}>{t('pages.landing_remove')}</Button>
                </div>
              )}
            </div>
            <LandingTextFields label={t('pages.landing_banner_title', { number: n + 1 })} texts={b.title} maxLength={LANDING_BANNER_TITLE_MAX} problems={problems}
              path={`promotion_banners.${n}.title`} onTexts={(title) => set(n, { title })} />
            <LandingTextFields label={t('pages.landing_banner_sub_title', { number: n + 1 })} texts={b.sub_title} maxLength={LANDING_BANNER_SUB_TITLE_MAX} problems={problems}
              path={`promotion_banners.${n}.sub_title`} onTexts={(sub_title) => set(n, { sub_title })} />
          </li>
        ))}
      </ol>
      {canEdit && banners.length < LANDING_BANNERS_MAX && (
        <Upload slot="promotion_banner" label={t('pages.landing_add_banner')} version={landing.version} ready={ready} onSaved={onSaved} />
      )}
    </section>
  );
}
