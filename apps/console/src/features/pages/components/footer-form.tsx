import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FOOTER_ADDRESS_MAX, SOCIAL_LINKS_MAX, SOCIAL_PLATFORMS, type ConsoleFooter, type SocialLink } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { PlusIcon } from '@storefront/ui/icons';
import { listState } from '../../../lib/list-state';
import { RowSwitch } from '../../../lib/row-switch';
import { SelectField } from '../../../lib/select-field';
import { TEXT_LANGUAGES, trimmed } from '../../../lib/texts';
import { useFooter, useSaveFooter } from '../api/footer';
import { SaveBar, useVersionedForm, VersionConflict } from './versioned-form';

type FooterForm = Pick<ConsoleFooter, 'email' | 'phone' | 'address' | 'social'>;
const formOf = (f: ConsoleFooter): FooterForm => ({ email: f.email, phone: f.phone, address: { ...f.address }, social: f.social.map((s) => ({ ...s })) });

/** The form's own problems by field path, as the server names them. */
function problemsOf(form: FooterForm): Record<string, string> {
  const found: Record<string, string> = {};
  if (form.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) found.email = 'email';
  form.social.forEach((s, n) => { if (!/^https:\/\/\S+$/.test(s.url.trim())) found[`social.${n}`] = 'https'; });
  return found;
}

/** The footer's contacts (the address in three languages) and its social links, as GET /config answers them to the storefront. */
export function FooterEditor({ canEdit }: { canEdit: boolean }) {
  const footer = useFooter();
  const state = listState(footer, footer.data ? 1 : undefined, { title: '', description: '' });
  return state ?? <FooterFields footer={footer.data!} canEdit={canEdit} />;
}

function FooterFields({ footer, canEdit }: { footer: ConsoleFooter; canEdit: boolean }) {
  const { t } = useTranslation();
  const state = useVersionedForm(footer, formOf);
  const { base, form, setForm } = state;
  const save = useSaveFooter();
  const problem = (path: string) => {
    const code = state.problems[path];
    if (code === 'email') return t('pages.footer_email_invalid');
    if (code === 'https') return t('pages.footer_url_invalid');
    return code;
  };
  const link = (n: number, change: Partial<SocialLink>) => setForm((f) => ({ ...f, social: f.social.map((s, k) => (k === n ? { ...s, ...change } : s)) }));
  const unused = SOCIAL_PLATFORMS.find((p) => !form.social.some((s) => s.platform === p)) ?? SOCIAL_PLATFORMS[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.ready(problemsOf(form))) return;
    const body = { version: base.version, email: form.email.trim(), phone: form.phone.trim(), address: trimmed(form.address), social: form.social.map((s) => ({ ...s, url: s.url.trim() })) };
    save.mutate(body, { onSuccess: (saved) => state.saved(saved, t('pages.footer_saved')), onError: state.refused });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <VersionConflict state={state} title={t('pages.footer_conflict_title')} />
      <fieldset disabled={!canEdit} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('pages.footer_email')} type="email" dir="ltr" maxLength={120} value={form.email}
            onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))} error={problem('email') ?? null} />
          <TextField label={t('pages.footer_phone')} type="tel" dir="ltr" maxLength={30} value={form.phone}
            onChange={(e) => setForm((f) => ({ ...f, phone: e.target.value }))} error={problem('phone') ?? null} />
        </div>
        {TEXT_LANGUAGES.map(({ code, dir }) => (
          <TextField key={code} label={t(`pages.footer_address_${code}`)} dir={dir} lang={code} maxLength={FOOTER_ADDRESS_MAX} value={form.address[code]}
            onChange={(e) => setForm((f) => ({ ...f, address: { ...f.address, [code]: e.target.value } }))} error={problem(`address.${code}`) ?? (code === 'en' ? problem('address') : undefined) ?? null} />
        ))}
        <section aria-label={t('pages.footer_social')} className="flex flex-col gap-3">
          <p className="text-sm font-bold">{t('pages.footer_social')}</p>
          {form.social.length === 0 && <p className="text-sm text-muted">{t('pages.footer_social_empty')}</p>}
          {form.social.map((s, n) => (
            <div key={n} data-testid="social-row" className="grid grid-cols-[1fr_auto] items-end gap-3 rounded-xl border border-line p-3 sm:grid-cols-[10rem_1fr_auto_auto]">
              <div className="col-span-2 sm:col-span-1">
                <SelectField label={t('pages.footer_platform')} value={s.platform} onValue={(platform) => link(n, { platform: platform as SocialLink['platform'] })}>
                  {SOCIAL_PLATFORMS.map((p) => <option key={p} value={p}>{t(`pages.platforms.${p}`)}</option>)}
                </SelectField>
              </div>
              <TextField label={t('pages.footer_url')} type="url" dir="ltr" maxLength={300} placeholder="https://" value={s.url}
                onChange={(e) => link(n, { url: e.target.value })} error={problem(`social.${n}`) ?? null} />
              <div className="pb-3"><RowSwitch checked={s.on} disabled={!canEdit} label={t('pages.footer_link_shown', { platform: t(`pages.platforms.${s.platform}`) })} onChange={(on) => link(n, { on })} /></div>
              <Button size="sm" variant="outline" className="mb-1.5" onClick={() => setForm((f) => ({ ...f, social: f.social.filter((_, k) => k !== n) }))}>
                {t('pages.footer_link_remove')}
              </Button>
            </div>
          ))}
          {canEdit && form.social.length < SOCIAL_LINKS_MAX && (
            <Button size="sm" variant="outline" className="self-start" onClick={() => setForm((f) => ({ ...f, social: [...f.social, { platform: unused, url: '', on: true }] }))}>
              <PlusIcon className="size-4" />{t('pages.footer_link_add')}
            </Button>
          )}
        </section>
      </fieldset>
      <SaveBar state={state} canEdit={canEdit} pending={save.isPending} />
    </form>
  );
}
