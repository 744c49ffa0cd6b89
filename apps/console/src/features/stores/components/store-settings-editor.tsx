import { useState } from 'react';
import type { StoreSettings } from '@storefront/contract';
import { ConflictNotice, conflictOf, refusalMessage, type Conflict } from './conflict-notice';
import { OpenSwitch } from './open-switch';
import { OrderRulesForm } from './order-rules-form';
import type { Saving } from './saving';
import { StorePictures } from './store-pictures';
import { WeekEditor } from './week-editor';

/**
 * The settings page's parts, all saving with the version this page knows: each save's answer brings
 * the next one. A save refused as stale shows who changed what, and the way to load the latest
 * (`onReload`, which starts the page afresh from the store as it is now).
 */
export function StoreSettingsEditor({ storeId, initial, canEdit, onReload }: {
  storeId: number; initial: StoreSettings; canEdit: boolean; onReload: (current: StoreSettings) => void;
}) {
  const [version, setVersion] = useState(initial.version);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const saving: Saving = {
    version, canEdit,
    saved: (settings) => {
      setVersion(settings.version);
      setConflict(null);
    },
    refused: (error) => {
      const stale = conflictOf(error);
      if (stale) setConflict(stale);
      return stale ? null : (refusalMessage(error) ?? null);
    },
  };
  return (
    <div className="flex flex-col gap-4">
      {conflict && <ConflictNotice conflict={conflict} onReload={() => onReload(conflict.current)} />}
      <OpenSwitch storeId={storeId} initial={initial.open} saving={saving} />
      <OrderRulesForm storeId={storeId} initial={initial} saving={saving} />
      <WeekEditor storeId={storeId} initial={initial} saving={saving} />
      <StorePictures storeId={storeId} initial={initial} saving={saving} />
    </div>
  );
}
