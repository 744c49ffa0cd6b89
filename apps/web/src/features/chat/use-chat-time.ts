import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/use-date-format';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** A message's time (hh:mm a) today, its day before that. */
export function useChatTime(): (value: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string) => {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return value;
      return sameDay(date, new Date())
        ? dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hour12: true }).format(date)
        : dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
    },
    [language],
  );
}

/** The heading of a day's messages: today, yesterday or the date. */
export function useDayLabel(): (value: string) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string) => {
      const date = new Date(value);
      const yesterday = new Date();
      yesterday.setDate(yesterday.getDate() - 1);
      if (sameDay(date, new Date())) return t('chat.today');
      if (sameDay(date, yesterday)) return t('chat.yesterday');
      return dateTimeFormat(language, { dateStyle: 'full' }).format(date);
    },
    [language, t],
  );
}

/** Hours and minutes in a bubble. */
export function useClockTime(): (value: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hour12: true }).format(date);
    },
    [language],
  );
}
