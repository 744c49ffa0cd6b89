import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDING_TEXT_FIELDS, LANDING_TEXT_MAX, type ConsoleLanding, type LandingTextField } from '@storefront/contract';
import { TextField } from '@storefront/ui/form/text-field';
import { listState } from '../../../lib/list-state';
import { RowSwitch } from '../../../lib/row-switch';
import { changedKeys, trimmed } from '../../../lib/texts';
import { useLanding, useSaveLanding } from '../api/landing';
import { LandingPictures, type LandingBannerForm, type LandingPictureUrls } from './landing-pictures';
import { LandingPreview } from './landing-preview';
import { LandingTextFields } from './landing-texts';
import { SaveBar, useVersionedForm, VersionConflict } from './versioned-form';

/** The header's and the promotional picture are their addresses; '' once removed, which the next save sends as null. */
type LandingForm = Pick<ConsoleLanding, 'texts' | 'playstore' | 'apple_store' | 'zones_on'> & { promotion_banners: LandingBannerForm[]; pictures: LandingPictureUrls };
const formOf = (l: ConsoleLanding): LandingForm => ({
  texts: structuredClone(l.texts), playstore: { ...l.playstore }, apple_store: { ...l.apple_store }, zones_on: l.zones_on,
  promotion_banners: l.promotion_banners.map((b) => ({ ...b, title: { ...b.title }, sub_title: { ...b.sub_title } })),
  pictures: { header: l.header_banner_full_url, promotional: l.promotional_banner_full_url },
});

const removed = (was: string, now: string) => was !== '' && now === '';

/** The sections of the landing page, each with its texts in the order the storefront shows them. */
const SECTIONS: readonly { key: string; fields: readonly LandingTextField[] }[] = [
  { key: 'header', fields: ['fixed_header_title', 'fixed_header_sub_title'] },
  { key: 'modules', fields: ['fixed_module_title', 'fixed_module_sub_title'] },
  { key: 'referral', fields: ['fixed_referal_title', 'fixed_referal_sub_title'] },
  { key: 'newsletter', fields: ['fixed_newsletter_title', 'fixed_newsletter_sub_title'] },
  { key: 'download', fields: ['download_user_app_title', 'download_user_app_sub_title'] },
  { key: 'zones', fields: ['available_zone_title'] },
  { key: 'footer', fields: ['fixed_footer_description'] },
];

/** The form's own problems by field path, as the server names them. */
function problemsOf(form: LandingForm): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of LANDING_TEXT_FIELDS) {
    const texts = form.texts[field];
    if ((texts.ar.trim() || texts.fr.trim()) && !texts.en.trim()) found[`texts.${field}`] = 'english';
  }
  for (const link of ['playstore', 'apple_store'] as const) {
    const url = form[link].url.trim();
    if ((form[link].on || url) && !/^https:\/\/\S+$/.test(url)) found[`${link}.url`] = 'https';
  }
  return found;
}

/** The storefront's landing page: its texts in three languages, the app links, the zones' section, its pictures, and a preview of its header. */
export function LandingEditor({ canEdit }: { canEdit: boolean }) {
  const landing = useLanding();
  const state = listState(landing, landing.data ? 1 : undefined, { title: '', description: '' });
  return state ?? <LandingFields landing={landing.data!} canEdit={canEdit} />;
}

function LandingFields({ landing, canEdit }: { landing: ConsoleLanding; canEdit: boolean }) {
  const { t } = useTranslation();
  const state = useVersionedForm(landing, formOf);
  const { base, form, setForm } = state;
  const save = useSaveLanding();
  const problems = Object.fromEntries(Object.entries(state.problems).map(([path, code]) => [path, code === 'english' ? t('pages.landing_english_first') : code === 'https' ? t('pages.footer_url_invalid') : code]));
  const unsaved = Object.keys(changedKeys(form, formOf(base))).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.ready(problemsOf(form))) return;
    save.mutate({
      version: base.version,
      texts: Object.fromEntries(LANDING_TEXT_FIELDS.map((f) => [f, trimmed(form.texts[f])])),
      playstore: { ...form.playstore, url: form.playstore.url.trim() }, apple_store: { ...form.apple_store, url: form.apple_store.url.trim() }, zones_on: form.zones_on,
      promotion_banners: form.promotion_banners.map((b) => ({ image: b.image, title: trimmed(b.title), sub_title: trimmed(b.sub_title) })),
      ...(removed(base.header_banner_full_url, form.pictures.header) && { header_banner: null }),
      ...(removed(base.promotional_banner_full_url, form.pictures.promotional) && { promotional_banner: null }),
    }, { onSuccess: (saved) => state.saved(saved, t('pages.landing_saved')), onError: state.refused });
  };
  const texts = (field: LandingTextField) => (
    <LandingTextFields key={field} label={t(`pages.fields.${field}`)} texts={form.texts[field]} maxLength={LANDING_TEXT_MAX[field]} problems={problems} path={`texts.${field}`}
      onTexts={(next) => setForm((f) => ({ ...f, texts: { ...f.texts, [field]: next } }))} />
  );
  const link = (name: 'playstore' | 'apple_store') => (
    <div key={name} className="grid grid-cols-[1fr_auto] items-end gap-3">
      <TextField label={t(`pages.fields.${name}`)} type="url" dir="ltr" maxLength={300} placeholder="https://" value={form[name].url}
        onChange={(e) => setForm((f) => ({ ...f, [name]: { ...f[name], url: e.target.value } }))} error={problems[`${name}.url`] ?? null} />
      <div className="pb-3"><RowSwitch checked={form[name].on} disabled={!canEdit} label={t('pages.landing_link_shown', { store: t(`pages.fields.${name}`) })}
        onChange={(on) => setForm((f) => ({ ...f, [name]: { ...f[name], on } }))} /></div>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <VersionConflict state={state} title={t('pages.landing_conflict_title')} />
      <LandingPreview title={form.texts.fixed_header_title} subtitle={form.texts.fixed_header_sub_title} banner={form.pictures.header} />
      <fieldset disabled={!canEdit} className="flex flex-col gap-5">
        <p className="text-sm text-muted">{t('pages.landing_hint')}</p>
        {SECTIONS.map((section) => (
          <section key={section.key} aria-label={t(`pages.landing_sections.${section.key}`)} className="flex flex-col gap-3 rounded-2xl border border-line p-3 sm:p-4">
            <p className="text-sm font-bold">{t(`pages.landing_sections.${section.key}`)}</p>
            {section.key === 'zones' && (
              <div className="flex items-center gap-3 text-sm">
                <RowSwitch checked={form.zones_on} disabled={!canEdit} label={t('pages.landing_zones_shown')} onChange={(on) => setForm((f) => ({ ...f, zones_on: on }))} />
                <span aria-hidden>{t('pages.landing_zones_shown')}</span>
              </div>
            )}
            {section.fields.map(texts)}
            {section.key === 'download' && (['playstore', 'apple_store'] as const).map(link)}
          </section>
        ))}
        <LandingPictures landing={base} pictures={form.pictures} banners={form.promotion_banners} canEdit={canEdit} ready={!unsaved} problems={problems}
          onRemove={(slot) => setForm((f) => ({ ...f, pictures: { ...f.pictures, [slot]: '' } }))}
          onBanners={(promotion_banners) => setForm((f) => ({ ...f, promotion_banners }))} onSaved={(saved) => state.saved(saved, t('pages.landing_picture_saved'))} />
      </fieldset>
      <SaveBar state={state} canEdit={canEdit} pending={save.isPending} />
    </form>
  );
}
