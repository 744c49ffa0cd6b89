import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_CONTENT_MAX, PAGE_TITLE_MAX, type ConsolePage, type PageKey } from '@storefront/contract';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { listState } from '../../../lib/list-state';
import { SelectField } from '../../../lib/select-field';
import { TextAreaField } from '../../../lib/text-area-field';
import { shownText, TEXT_LANGUAGES, trimmed } from '../../../lib/texts';
import { usePage, usePages, useSavePage } from '../api/pages';
import { PagePreview } from './page-preview';
import { SaveBar, useVersionedForm, VersionConflict } from './versioned-form';

type PageForm = Pick<ConsolePage, 'title' | 'content' | 'on'>;
const formOf = (page: ConsolePage): PageForm => ({ title: { ...page.title }, content: { ...page.content }, on: page.on });

/** The information pages: one chosen at a time, its title and body edited per language, previewed as the storefront shows it. */
export function PageEditor({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const pages = usePages();
  const [key, setKey] = useState<PageKey>('about-us');
  const list = pages.data?.pages;
  const state = listState(pages, list?.length, { title: t('pages.empty_title'), description: t('pages.empty') });
  if (state) return state;
  return (
    <div className="flex flex-col gap-4">
      <SelectField label={t('pages.page')} value={key} onValue={(v) => setKey(v as PageKey)}>
        {list!.map((p) => (
          <option key={p.key} value={p.key}>
            {shownText(p.title, i18n.language) || t(`pages.keys.${p.key}`)}{p.on === false ? ` (${t('pages.off')})` : ''}
          </option>
        ))}
      </SelectField>
      <OnePage key={key} pageKey={key} canEdit={canEdit} />
    </div>
  );
}

function OnePage({ pageKey, canEdit }: { pageKey: PageKey; canEdit: boolean }) {
  const page = usePage(pageKey);
  const state = listState(page, page.data ? 1 : undefined, { title: '', description: '' });
  return state ?? <PageForm page={page.data!} canEdit={canEdit} />;
}

function PageForm({ page, canEdit }: { page: ConsolePage; canEdit: boolean }) {
  const { t } = useTranslation();
  const state = useVersionedForm(page, formOf);
  const { base, form, setForm } = state;
  const save = useSavePage();
  const problem = (path: string) => (state.problems[path] === 'required' ? t('pages.required') : state.problems[path]);
  const text = (field: 'title' | 'content', code: 'en' | 'ar' | 'fr', value: string) => setForm((f) => ({ ...f, [field]: { ...f[field], [code]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.title.en.trim()) found['title.en'] = 'required';
    if (!form.content.en.trim()) found['content.en'] = 'required';
    if (!state.ready(found)) return;
    const body = { version: base.version, title: trimmed(form.title), content: trimmed(form.content), ...(base.on === null || form.on === null ? {} : { on: form.on }) };
    save.mutate({ key: base.key, body }, { onSuccess: (saved) => state.saved(saved, t('pages.saved')), onError: state.refused });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <VersionConflict state={state} title={t('pages.conflict_title')} />
      <p className="text-sm text-muted">{t('pages.texts_hint')}</p>
      {form.on !== null && <Switch checked={form.on} disabled={!canEdit} onChange={(on) => setForm((f) => ({ ...f, on }))}>{t('pages.shown')}</Switch>}
      {TEXT_LANGUAGES.map(({ code, dir }) => (
        <fieldset key={code} disabled={!canEdit} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4">
          <legend className="px-1 text-sm font-bold">{t(`pages.language.${code}`)}</legend>
          <TextField label={t(`pages.title_${code}`)} dir={dir} lang={code} maxLength={PAGE_TITLE_MAX} required={code === 'en'}
            value={form.title[code]} onChange={(e) => text('title', code, e.target.value)} error={problem(`title.${code}`) ?? null} />
          <TextAreaField label={t(`pages.content_${code}`)} dir={dir} lang={code} rows={10} maxLength={PAGE_CONTENT_MAX} code
            value={form.content[code]} onValue={(value) => text('content', code, value)} problem={problem(`content.${code}`) ?? problem('content')} />
        </fieldset>
      ))}
      <p className="text-xs text-muted">{t('pages.html_hint')}</p>
      <PagePreview title={form.title} content={form.content} />
      <SaveBar state={state} canEdit={canEdit} pending={save.isPending} />
    </form>
  );
}
