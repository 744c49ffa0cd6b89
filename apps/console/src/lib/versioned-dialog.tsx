import { useState, type FormEvent, type ReactNode } from 'react';
import { ConflictNotice } from './conflict-notice';
import { saveWithPicture, useDialogSave } from './save-refusal';
import { changedKeys } from './texts';

/** One of the dialog's saves (a mutation): it answers the row as saved. */
interface RowWrite<V, R> {
  mutate(vars: V, options: { onSuccess: (row: R) => void; onError: (error: Error) => void }): void;
  isPending: boolean;
}

/** The saves a dialog makes: a new row, the fields changed with the version read, and a picture over the version saved. */
interface RowWrites<B, U, R> {
  create?: RowWrite<B, R>;
  update: RowWrite<{ id: number; body: U }, R>;
  upload?: RowWrite<{ id: number; version: number; file: File }, R>;
}

/**
 * A dialog that edits a versioned row (null: a new one): the row as read (`base`) and the form, the save's
 * problems, conflict and failure (lib/save-refusal), the notice of a 409 that names the fields changed
 * meanwhile and lets the person keep their changes over the newer version or load it, and `submitWith`,
 * the form's submit: its own problems first, then the row (new, or its changed fields), then the picture
 * chosen; a refusal stays in the dialog, a success closes it with its message.
 * `formOf` reads a row into the form (a new one from null).
 */
export function useVersionedDialog<R extends { id: number; version: number }, F extends object>(row: R | null, formOf: (row: R | null) => F, onClose: () => void) {
  const [base, setBase] = useState(row);
  const [form, setForm] = useState(() => formOf(row));
  const dialog = useDialogSave<{ current: R; changed: string[] }>(onClose);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
  const resolve = (next: F, current: R) => {
    setForm(next);
    setBase(current);
    dialog.setConflict(null);
  };
  const { conflict, refused } = dialog;
  /** The 409's notice, titled `title`, each field changed named by `fieldName`; nothing when no save was refused so. */
  const conflictNotice = (title: string, fieldName: (field: string) => string): ReactNode => conflict && base && (
    <ConflictNotice conflict={conflict} title={title} fieldName={fieldName}
      onKeepMine={() => resolve({ ...formOf(conflict.current), ...changedKeys(form, formOf(base)) }, conflict.current)}
      onLoadTheirs={() => resolve(formOf(conflict.current), conflict.current)} />
  );
  const submitWith = <B, U extends { version: number }>(steps: {
    /** The form as the API takes it, or its own problems by field path. */
    read: () => { problems: Record<string, string>; body: B };
    /** The fields changed since `base`, with its version. */
    changes: () => U;
    writes: RowWrites<B, U, R>;
    /** The picture chosen, sent by `writes.upload` over the version saved. */
    picture?: File | null;
    /** Instead, a dialog's own sending of its pictures (several, each over the version the one before made), when any is chosen. */
    pictures?: { chosen: boolean; send: (row: R, then: () => void) => void };
    texts: { created: string; saved: string; unchanged: string };
  }) => (event: FormEvent) => {
    event.preventDefault();
    const { problems: found, body } = steps.read();
    const { create, update, upload } = steps.writes;
    const picture = steps.picture ?? null;
    saveWithPicture<R, U>({
      base, hasPicture: steps.pictures ? steps.pictures.chosen : picture !== null, found, changes: steps.changes, dialog, saved: setBase, texts: steps.texts,
      create: (then) => create?.mutate(body, { onSuccess: then, onError: refused }),
      update: (changes, then) => update.mutate({ id: base!.id, body: changes }, { onSuccess: then, onError: refused }),
      upload: steps.pictures?.send ?? ((saved, then) => upload?.mutate({ id: saved.id, version: saved.version, file: picture! }, { onSuccess: then, onError: refused })),
    });
  };
  return { ...dialog, base, setBase, form, setForm, set, conflictNotice, submitWith };
}
