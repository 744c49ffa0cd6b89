import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for a language and style, made once: making one costs far more than writing a date with it. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day ("2026-12-31") is read as that local day, not as UTC midnight that may fall on the day before. */
function parseDate(value: string): Date | null {
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day in the reader's language ("Dec 31, 2026"); text that is not a date is returned as it came. */
export function useFormatDate(): (value: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string) => {
      const date = parseDate(value);
      return date ? dateTimeFormat(language, { dateStyle: 'medium' }).format(date) : value;
    },
    [language],
  );
}

/** A day and the time, hh:mm a ("Nov 24, 2026 · 01:05 PM"). */
export function useFormatDateTime(): (value: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (value: string) => {
      const date = parseDate(value);
      if (!date) return value;
      const day = dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
      const time = dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hour12: true }).format(date);
      return `${day} · ${time}`;
    },
    [language],
  );
}
