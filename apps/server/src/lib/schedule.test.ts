import { describe, expect, it } from 'vitest';
import { isOpenAt, localTime, toMinutes, withinDailyRange, type OpeningWindow } from './schedule.js';

const dubai = 'Asia/Dubai';
// 2026-11-23 is a Monday; Dubai is UTC+4 all year.
const at = (localIso: string) => new Date(`${localIso}+04:00`);

describe('weekly schedules', () => {
  it('reads the local weekday and minute in the store time zone', () => {
    expect(localTime(at('2026-11-23T09:30:00'), dubai)).toEqual({ day: 1, minutes: 570 });
    expect(localTime(new Date('2026-11-22T21:30:00Z'), dubai)).toEqual({ day: 1, minutes: 90 });
  });

  it('opens within a day window and closes outside it', () => {
    const week: OpeningWindow[] = [{ day: 1, opening_time: '08:00', closing_time: '22:00' }];
    expect(isOpenAt(week, dubai, at('2026-11-23T08:00:00'))).toBe(true);
    expect(isOpenAt(week, dubai, at('2026-11-23T21:59:00'))).toBe(true);
    expect(isOpenAt(week, dubai, at('2026-11-23T22:00:00'))).toBe(false);
    expect(isOpenAt(week, dubai, at('2026-11-24T12:00:00'))).toBe(false);
  });

  it('keeps an overnight window open past midnight into the next day', () => {
    const week: OpeningWindow[] = [{ day: 1, opening_time: '18:00', closing_time: '02:00' }];
    expect(isOpenAt(week, dubai, at('2026-11-23T23:30:00'))).toBe(true);
    expect(isOpenAt(week, dubai, at('2026-11-24T01:59:00'))).toBe(true);
    expect(isOpenAt(week, dubai, at('2026-11-24T02:00:00'))).toBe(false);
    expect(isOpenAt(week, dubai, at('2026-11-23T01:00:00'))).toBe(false);
    const saturdayNight: OpeningWindow[] = [{ day: 6, opening_time: '20:00', closing_time: '03:00' }];
    expect(isOpenAt(saturdayNight, dubai, at('2026-11-22T02:00:00'))).toBe(true);
  });

  it('treats daily item hours that cross midnight', () => {
    expect(withinDailyRange('07:00', '11:30', 8 * 60)).toBe(true);
    expect(withinDailyRange('07:00', '11:30', 12 * 60)).toBe(false);
    expect(withinDailyRange('22:00', '02:00', 60)).toBe(true);
    expect(withinDailyRange('00:00', '23:59', 23 * 60 + 59)).toBe(true);
  });

  it('keeps a time zone\'s answer for its minute only: the next minute, an earlier one and a clock change each answer anew', () => {
    const paris = 'Europe/Paris';
    // Summer time starts at 01:00 UTC on 29 March 2026: 01:59 is followed by 03:00.
    expect(localTime(new Date('2026-03-29T00:59:10Z'), paris)).toEqual({ day: 0, minutes: 119 });
    expect(localTime(new Date('2026-03-29T00:59:50Z'), paris)).toEqual({ day: 0, minutes: 119 });
    expect(localTime(new Date('2026-03-29T01:00:00Z'), paris)).toEqual({ day: 0, minutes: 180 });
    expect(localTime(new Date('2026-03-29T00:58:59Z'), paris)).toEqual({ day: 0, minutes: 118 });
    expect(localTime(new Date('2026-03-28T23:00:00Z'), paris)).toEqual({ day: 0, minutes: 0 });
    expect(localTime(new Date('2026-03-28T23:00:00Z'), 'Asia/Dubai')).toEqual({ day: 0, minutes: 180 });
    // An answer handed out is the caller's own: changing it changes no later answer.
    localTime(new Date('2026-03-28T23:00:30Z'), paris).minutes = 999;
    expect(localTime(new Date('2026-03-28T23:00:40Z'), paris)).toEqual({ day: 0, minutes: 0 });
  });
});

describe('toMinutes', () => {
  const bySplitting = (hhmm: string) => {
    const [h = '0', m = '0'] = hhmm.split(':');
    return Number(h) * 60 + Number(m);
  };

  it('reads "HH:MM" and "HH:MM:SS" as the minutes of the day, and any other text as splitting it at colons does', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('09:30')).toBe(570);
    expect(toMinutes('23:59:59')).toBe(1439);
    for (const text of ['', '9', '9:5', '09:3', '24:00', '7:45:00', '12:3x', '1a:00', '10:30:', '10:30x', ' 9:30', '10:60', 'ab:cd', '12:34:56:78']) {
      expect(toMinutes(text), text).toEqual(bySplitting(text));
    }
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(toMinutes(hhmm)).toBe(minutes);
      expect(toMinutes(`${hhmm}:00`)).toBe(minutes);
    }
  });
});
