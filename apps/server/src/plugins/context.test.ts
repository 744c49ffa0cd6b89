import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { RequestContext } from './context.js';

const ctx = (headers: Record<string, string>) => new RequestContext(headers);

describe('RequestContext', () => {
  it('reads zoneId as a JSON array string or a single id', () => {
    expect(ctx({ zoneid: '[2,1]' }).zoneIds()).toEqual([2, 1]);
    expect(ctx({ zoneid: '3' }).zoneIds()).toEqual([3]);
    expect(ctx({ zoneid: '["4"]' }).zoneIds()).toEqual([4]);
    expect(ctx({}).zoneIds()).toBeNull();
  });

  it('refuses a malformed zoneId and demands one where needed', () => {
    expect(() => ctx({ zoneid: 'abc' }).zoneIds()).toThrow(AppError);
    expect(() => ctx({}).requireZoneIds()).toThrow(expect.objectContaining({ code: 'zone_required', status: 400 }));
    expect(() => ctx({}).requireModuleId()).toThrow(expect.objectContaining({ code: 'module_required', message: 'A module must be selected to continue.' }));
  });

  it('reads module, position, language and bearer token', () => {
    const c = ctx({ moduleid: '2', latitude: '25.2', longitude: '55.3', 'x-localization': 'ar', authorization: 'Bearer abc.def' });
    expect(c.moduleId()).toBe(2);
    expect(c.position()).toEqual({ lat: 25.2, lng: 55.3 });
    expect(c.lang).toBe('ar');
    expect(c.token).toBe('abc.def');
    expect(ctx({ 'x-localization': 'de' }).lang).toBe('en');
    expect(ctx({ latitude: 'x', longitude: '1' }).position()).toBeNull();
    expect(() => ctx({ moduleid: 'food' }).moduleId()).toThrow(AppError);
  });
});
