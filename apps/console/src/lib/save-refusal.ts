import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@storefront/ui/api-error';
import { toast } from '@storefront/ui/toast';
import { ApiAnswerError } from './api-client';

/** What a form does with a refused save. */
export interface RefusalHandlers<C> {
  /** 409: someone else saved meanwhile; the answer holds the row now and the fields changed since. */
  conflict: (answer: C) => void;
  /** 400: the server's messages by field path. */
  problems: (byField: Record<string, string>) => void;
  /** Any refusal but a 409: the message to show, else `fallback`. */
  failure: (message: string) => void;
}

/** Hands a refused save (an editor's, a dialog's, whatever it edits) to the form: the conflict, the fields' problems, the message. */
export function handleRefusal<C>(error: Error, fallback: string, on: RefusalHandlers<C>): void {
  if (error instanceof ApiAnswerError && error.status === 409) {
    on.conflict(error.body as C);
    return;
  }
  if (error instanceof ApiError && error.status === 400) on.problems(Object.fromEntries(error.errors.map((e) => [e.code, e.message])));
  on.failure(errorMessage(error) ?? fallback);
}

/**
 * A dialog that saves a versioned row: the fields' problems, a 409's conflict and a failure message as state,
 * `refused` to hand a refusal to them, and `done` to close with a toast once saved.
 */
export function useDialogSave<C>(onClose: () => void) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<C | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refused = (error: Error) => handleRefusal<C>(error, t('errors.generic'), { conflict: setConflict, problems: setProblems, failure: setFailure });
  const done = (message: string) => {
    toast.success(message);
    onClose();
  };
  /**
   * Sends the form once it has no problems of its own: a new row, or the fields changed since `base` (nothing is sent
   * when they hold only the version: the dialog says so and closes).
   */
  const save = <U extends { version: number }>(found: Record<string, string>, steps: { isNew: boolean; create: () => void; changes: () => U; update: (changes: U) => void; unchanged: string }) => {
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    if (steps.isNew) return steps.create();
    const changes = steps.changes();
    if (Object.keys(changes).length > 1) return steps.update(changes);
    toast.info(steps.unchanged);
    onClose();
  };
  return { problems, conflict, setConflict, failure, refused, done, save };
}

/**
 * A save made in place in a list (a row's switch) that was refused, told in a toast: a 409 says someone
 * else changed the row (the list reads it again), any other refusal says why, else `fallback`.
 */
export function toastRefusal(error: Error, changedElsewhere: string, fallback: string): void {
  toast.error(error instanceof ApiError && error.status === 409 ? changedElsewhere : (errorMessage(error) ?? fallback));
}

type DialogSave = ReturnType<typeof useDialogSave>;

/**
 * A dialog's save of a row with a picture: the row first (new, or its changed fields with the version read),
 * then the picture chosen, sent over the version that save made. A picture chosen with no field changed is
 * sent alone. The dialog closes with its message once both are done; a refusal of either stays in the dialog.
 */
export function saveWithPicture<R extends { id: number; version: number }, U extends { version: number }>(steps: {
  base: R | null;
  hasPicture: boolean;
  found: Record<string, string>;
  changes: () => U;
  dialog: Pick<DialogSave, 'save' | 'done'>;
  /** Keeps the row as saved, so that a refused picture is sent again over the right version. */
  saved: (row: R) => void;
  create: (then: (row: R) => void) => void;
  update: (changes: U, then: (row: R) => void) => void;
  upload: (row: R, then: () => void) => void;
  texts: { created: string; saved: string; unchanged: string };
}): void {
  const { base, dialog, texts } = steps;
  const finish = (row: R, message: string) => {
    steps.saved(row);
    if (!steps.hasPicture) return dialog.done(message);
    steps.upload(row, () => dialog.done(message));
  };
  if (base && steps.hasPicture && Object.keys(steps.found).length === 0 && Object.keys(steps.changes()).length === 1) return finish(base, texts.saved);
  dialog.save(steps.found, {
    isNew: !base,
    create: () => steps.create((row) => finish(row, texts.created)),
    changes: steps.changes,
    update: (changes) => steps.update(changes, (row) => finish(row, texts.saved)),
    unchanged: texts.unchanged,
  });
}
