import { PencilIcon } from '@storefront/ui/icons';
import { RowSwitch } from './row-switch';

/** A list row's end: its on/off switch (read-only to those who may not edit) and, for those who may, its edit button. */
export function RowActions({ on, switchLabel, editLabel, canEdit, busy, onSwitch, onEdit }: {
  on: boolean; switchLabel: string; editLabel: string; canEdit: boolean; busy: boolean; onSwitch: (on: boolean) => void; onEdit: () => void;
}) {
  return (
    <div className="flex items-center gap-1">
      <RowSwitch checked={on} disabled={!canEdit || busy} label={switchLabel} onChange={onSwitch} />
      {canEdit && (
        <button type="button" onClick={onEdit} aria-label={editLabel} className="ms-2 grid size-10 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink">
          <PencilIcon className="size-4" />
        </button>
      )}
    </div>
  );
}
