import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, type ConsoleFaq, type ConsoleFaqCreate, type ConsoleFaqUpdate } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { ConfirmDialog } from '@storefront/ui/confirm-dialog';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { Switch } from '@storefront/ui/switch';
import { TextAreaField } from '../../../lib/text-area-field';
import { changedKeys, TEXT_LANGUAGES, trimmed, type TextLanguage } from '../../../lib/texts';
import { useVersionedDialog } from '../../../lib/versioned-dialog';
import { useCreateFaq, useDeleteFaq, useUpdateFaq } from '../api/faqs';

interface FaqForm {
  question: Record<TextLanguage, string>;
  answer: Record<TextLanguage, string>;
  position: string;
  on: boolean;
}

const formOf = (faq: ConsoleFaq | null, nextPosition: number): FaqForm => (faq
  ? { question: { ...faq.question }, answer: { ...faq.answer }, position: String(faq.position), on: faq.on }
  : { question: { en: '', ar: '', fr: '' }, answer: { en: '', ar: '', fr: '' }, position: String(nextPosition), on: true });

/** The form as the API takes it, or the fields' own problems by field path (the server's codes). */
function readForm(form: FaqForm) {
  const problems: Record<string, string> = {};
  const question = trimmed(form.question);
  const answer = trimmed(form.answer);
  if (!question.en) problems['question.en'] = 'required';
  if (!answer.en) problems['answer.en'] = 'required';
  const position = Number(form.position);
  if (!(form.position.trim() && Number.isInteger(position) && position >= 0)) problems.position = 'required';
  const body: ConsoleFaqCreate = { question, answer, position, on: form.on };
  return { problems, body };
}

function changesOf(base: ConsoleFaq, form: FaqForm): ConsoleFaqUpdate {
  const was: ConsoleFaqCreate = { question: base.question, answer: base.answer, position: base.position, on: base.on };
  return { version: base.version, ...changedKeys(readForm(form).body, was) };
}

/**
 * A new question, or one edited: the question and answer in English (required), Arabic (right to left) and
 * French (an empty one shows the English), its position and on or off; an existing one may be removed. A
 * save sends the fields changed with the version read; when someone else saved meanwhile it says which.
 */
export function FaqDialog({ faq, nextPosition, onClose }: { faq: ConsoleFaq | null; nextPosition: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { base, form, setForm, problems, conflict, failure, refused, done, conflictNotice, submitWith } = useVersionedDialog(faq, (f) => formOf(f, nextPosition), onClose);
  const [removing, setRemoving] = useState(false);
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const remove = useDeleteFaq();
  const pending = create.isPending || update.isPending || remove.isPending;
  const problem = (path: string) => (problems[path] === 'required' ? t('pages.required') : problems[path]);
  const text = (field: 'question' | 'answer', code: TextLanguage, value: string) => setForm((f) => ({ ...f, [field]: { ...f[field], [code]: value } }));

  const submit = submitWith({
    read: () => readForm(form), changes: () => changesOf(base!, form), writes: { create, update },
    texts: { created: t('pages.faq_created'), saved: t('pages.faq_saved'), unchanged: t('pages.no_changes') },
  });
  const confirmRemove = () => {
    setRemoving(false);
    remove.mutate({ id: base!.id, version: base!.version }, { onSuccess: () => done(t('pages.faq_removed')), onError: refused });
  };

  return (
    <Dialog open onClose={onClose} title={base ? t('pages.faq_edit') : t('pages.faq_new')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflictNotice(t('pages.faq_conflict_title'), (field) => t(`pages.fields.${field}`, { defaultValue: field }))}
        <p className="text-sm text-muted">{t('pages.texts_hint')}</p>
        {TEXT_LANGUAGES.map(({ code, dir }) => (
          <div key={code} className="grid gap-3 md:grid-cols-2">
            <TextField label={t(`pages.question_${code}`)} dir={dir} lang={code} maxLength={FAQ_QUESTION_MAX} required={code === 'en'}
              value={form.question[code]} onChange={(e) => text('question', code, e.target.value)} error={problem(`question.${code}`) ?? null} />
            <TextAreaField label={t(`pages.answer_${code}`)} dir={dir} lang={code} maxLength={FAQ_ANSWER_MAX}
              value={form.answer[code]} onValue={(value) => text('answer', code, value)} problem={problem(`answer.${code}`)} />
          </div>
        ))}
        <div className="flex flex-wrap items-end gap-6">
          <TextField label={t('pages.position')} type="number" inputMode="numeric" min={0} dir="ltr" className="w-32"
            value={form.position} onChange={(e) => setForm((f) => ({ ...f, position: e.target.value }))} error={problem('position') ?? null} />
          <Switch checked={form.on} onChange={(on) => setForm((f) => ({ ...f, on }))}>{t('pages.faq_shown')}</Switch>
        </div>
        {failure && !conflict && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failure}</bdi></p>}
        <div className="flex flex-wrap justify-end gap-2">
          {base && <Button variant="outline" className="me-auto" disabled={pending} onClick={() => setRemoving(true)}>{t('pages.faq_remove')}</Button>}
          <Button variant="outline" onClick={onClose}>{t('pages.cancel')}</Button>
          <Button type="submit" disabled={pending || conflict !== null}>
            {pending && <Spinner className="size-4" />}
            {pending ? t('pages.saving') : base ? t('pages.save') : t('pages.faq_create')}
          </Button>
        </div>
      </form>
      <ConfirmDialog open={removing} onCancel={() => setRemoving(false)} onConfirm={confirmRemove} title={t('pages.faq_remove_title')} description={t('pages.faq_remove_text')} />
    </Dialog>
  );
}
