import { describe, expect, it } from 'vitest';
import { isOpenAt, localTime, withinDailyRange, type OpeningWindow } from './schedule.js';

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
