import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { ConflictNotice } from '../../../lib/conflict-notice';
import { handleRefusal } from '../../../lib/save-refusal';
import { changedKeys } from '../../../lib/texts';

/**
 * A form that edits one versioned thing in place (a page, the footer): the thing as read, the form, the
 * fields' problems, a refusal's message and a 409's conflict, kept or replaced by theirs.
 */
export function useVersionedForm<R extends { version: number }, F extends object>(read: R, formOf: (row: R) => F) {
  const { t } = useTranslation();
  const [base, setBase] = useState(read);
  const [form, setForm] = useState(() => formOf(read));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ current: R; changed: string[] } | null>(null);
  const resolve = (next: F, current: R) => {
    setForm(next);
    setBase(current);
    setConflict(null);
  };
  return {
    base, form, setForm, problems, failure, conflict,
    /** Whether the form may be sent: no problems of its own, and something changed (else it says so). */
    ready(found: Record<string, string>): boolean {
      setFailure(null);
      setProblems(found);
      if (Object.keys(found).length > 0) return false;
      if (Object.keys(changedKeys(form, formOf(base))).length > 0) return true;
      toast.info(t('pages.no_changes'));
      return false;
    },
    saved(row: R, message: string) {
      setBase(row);
      setForm(formOf(row));
      toast.success(message);
    },
    refused: (error: Error) => handleRefusal<{ current: R; changed: string[] }>(error, t('errors.generic'), { conflict: setConflict, problems: setProblems, failure: setFailure }),
    keepMine: () => conflict && resolve({ ...formOf(conflict.current), ...changedKeys(form, formOf(base)) }, conflict.current),
    loadTheirs: () => conflict && resolve(formOf(conflict.current), conflict.current),
  };
}

type VersionedForm = ReturnType<typeof useVersionedForm<{ version: number }, object>>;

/** Someone else's save, when there was one: which fields, keep mine or load theirs. */
export function VersionConflict({ state, title }: { state: Pick<VersionedForm, 'conflict' | 'keepMine' | 'loadTheirs'>; title: string }) {
  const { t } = useTranslation();
  if (!state.conflict) return null;
  return (
    <ConflictNotice conflict={state.conflict} title={title} fieldName={(field) => t(`pages.fields.${field}`, { defaultValue: field })}
      onKeepMine={() => void state.keepMine()} onLoadTheirs={() => void state.loadTheirs()} />
  );
}

/** The form's end: a refusal's message, and for those who may edit, the save button. */
export function SaveBar({ state, canEdit, pending }: { state: Pick<VersionedForm, 'conflict' | 'failure'>; canEdit: boolean; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {state.failure && !state.conflict && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{state.failure}</bdi></p>}
      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" disabled={pending || state.conflict !== null}>
            {pending && <Spinner className="size-4" />}
            {pending ? t('pages.saving') : t('pages.save')}
          </Button>
        </div>
      )}
    </>
  );
}
