import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFaq } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { listState } from '../../../lib/list-state';
import { RowActions } from '../../../lib/row-actions';
import { shownText, untranslated } from '../../../lib/texts';
import { useFaqs, useUpdateFaq } from '../api/faqs';
import { FaqDialog } from './faq-dialog';
import { toastRefusal } from '../../../lib/save-refusal';

/**
 * The help page's common questions in their order: each with its question, position and the languages
 * it still lacks, switched on or off in place, created and edited in a dialog by those who may.
 */
export function FaqsList({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const list = useFaqs();
  const update = useUpdateFaq();
  const [editing, setEditing] = useState<ConsoleFaq | 'new' | null>(null);
  const switchOn = (faq: ConsoleFaq, on: boolean) => update.mutate({ id: faq.id, body: { version: faq.version, on } }, {
    onSuccess: () => toast.success(on ? t('pages.faq_turned_on') : t('pages.faq_turned_off')),
    onError: (error) => toastRefusal(error, t('pages.faq_changed_elsewhere'), t('errors.generic')),
  });
  const rows = list.data?.faqs;
  const body = listState(list, rows?.length, { title: t('pages.faq_empty_title'), description: canEdit ? t('pages.faq_empty_edit') : t('pages.faq_empty') }) ?? (
    <ol aria-label={t('pages.faq')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((faq) => {
        const question = shownText(faq.question, i18n.language);
        const missing = [...new Set([...untranslated(faq.question), ...untranslated(faq.answer)])];
        return (
          <li key={faq.id} data-testid="faq-row" className="flex flex-wrap items-center gap-3 border-b border-line px-3 py-3 last:border-b-0 sm:px-4">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-surface-2 text-xs font-bold tabular-nums" title={t('pages.position')}>{faq.position}</span>
            <div className="min-w-0 flex-1">
              <p dir="auto" className="font-semibold break-words"><bdi>{question}</bdi></p>
              <p dir="auto" className="line-clamp-2 text-xs text-muted"><bdi>{shownText(faq.answer, i18n.language)}</bdi></p>
              {missing.length > 0 && <p className="text-xs font-medium text-amber-700 dark:text-amber-400">{t('pages.untranslated', { languages: missing.map((code) => t(`pages.language.${code}`)).join(', ') })}</p>}
            </div>
            <RowActions on={faq.on} switchLabel={t('pages.faq_shown_of', { question })} editLabel={t('pages.faq_edit_of', { question })} canEdit={canEdit} busy={update.isPending}
              onSwitch={(on) => switchOn(faq, on)} onEdit={() => setEditing(faq)} />
          </li>
        );
      })}
    </ol>
  );
  const last = rows?.reduce((most, f) => Math.max(most, f.position), 0) ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('pages.faq_hint')}</p>
        {canEdit && <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('pages.faq_add')}</Button>}
      </div>
      {body}
      {editing && <FaqDialog faq={editing === 'new' ? null : editing} nextPosition={last + 1} onClose={() => setEditing(null)} />}
    </div>
  );
}
