import { useTranslation } from 'react-i18next';
import type { ConsoleItemConflict } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { AlertIcon } from '@storefront/ui/icons';

export interface ConflictNoticeProps {
  /** A 409's answer: the fields saved since the version read (an item's or an add-on's). */
  conflict: Pick<ConsoleItemConflict, 'changed'>;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
  /** What changed, when not an item ("Someone else changed this add-on"). */
  title?: string;
}

/**
 * Someone else saved the item (or add-on) since the editor read it: which fields they changed, and a
 * choice to keep one's own changes (saved over it as it is now) or to load theirs.
 */
export function ConflictNotice({ conflict, onKeepMine, onLoadTheirs, title }: ConflictNoticeProps) {
  const { t } = useTranslation();
  const fields = conflict.changed.map((f) => t(`catalog.fields.${f}`, { defaultValue: f }));
  return (
    <div role="alert" className="rounded-2xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
      <p className="flex items-center gap-2 font-bold"><AlertIcon className="size-4 shrink-0" />{title ?? t('catalog.conflict_title')}</p>
      <p className="mt-1">
        {fields.length > 0 ? t('catalog.conflict_fields', { fields: fields.join(', ') }) : t('catalog.conflict_unknown')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine}>{t('catalog.conflict_keep')}</Button>
        <Button size="sm" variant="outline" onClick={onLoadTheirs}>{t('catalog.conflict_load')}</Button>
      </div>
    </div>
  );
}
