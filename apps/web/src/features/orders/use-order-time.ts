import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/use-date-format';

/** An order's timestamp as date and time in the reader's language ("Nov 24, 2026, 1:05 PM"). */
export function useOrderTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    },
    [language],
  );
}
