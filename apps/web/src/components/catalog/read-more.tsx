import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { TRUNCATE_AT, truncateText } from '@/lib/format';

/** Text cut at 70 characters with Read more / Show less. */
export function ReadMore({ text, limit = TRUNCATE_AT, className }: { text: string; limit?: number; className?: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const short = truncateText(text, limit);
  return (
    <p className={cn('text-sm text-muted', className)}>
      {short && !expanded ? short : text}
      {short && (
        <>
          {' '}
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            {expanded ? t('catalog.show_less') : t('catalog.read_more')}
          </button>
        </>
      )}
    </p>
  );
}
