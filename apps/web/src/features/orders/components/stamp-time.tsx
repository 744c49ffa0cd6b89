import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/use-date-format';

/** A server time in the reader's language, e.g. "12 Mar 2026, 14:05"; text that is not a date shows as it came. */
export function StampTime({ value, className }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  const date = new Date(value);
  const text = Number.isNaN(date.getTime())
    ? value
    : dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
