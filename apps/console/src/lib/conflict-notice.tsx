import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { AlertIcon } from '@storefront/ui/icons';

export interface ConflictNoticeProps {
  /** A 409's answer: the fields saved since the version read. */
  conflict: { changed: readonly string[] };
  onKeepMine: () => void;
  onLoadTheirs: () => void;
  /** What changed ("Someone else changed this add-on"). */
  title: string;
  /** A field's name as the form labels it. */
  fieldName: (field: string) => string;
}

/**
 * Someone else saved what the form edits since it was read: which fields they changed, and a choice to
 * keep one's own changes (saved over it as it is now) or to load theirs.
 */
export function ConflictNotice({ conflict, onKeepMine, onLoadTheirs, title, fieldName }: ConflictNoticeProps) {
  const { t } = useTranslation();
  const fields = conflict.changed.map(fieldName);
  return (
    <div role="alert" className="rounded-2xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
      <p className="flex items-center gap-2 font-bold"><AlertIcon className="size-4 shrink-0" />{title}</p>
      <p className="mt-1">
        {fields.length > 0 ? t('common.conflict_fields', { fields: fields.join(', ') }) : t('common.conflict_unknown')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine}>{t('common.conflict_keep')}</Button>
        <Button size="sm" variant="outline" onClick={onLoadTheirs}>{t('common.conflict_load')}</Button>
      </div>
    </div>
  );
}
