import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.js';
import { Clock } from '../../lib/clock.js';
import { signedGuestId } from './guests.ids.js';
import { GuestsService } from './guests.service.js';

vi.mock('./guests.ids.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./guests.ids.js')>();
  return { ...real, signedGuestId: vi.fn(real.signedGuestId) };
});

let t: TestDatabase;
let guests: GuestsService;
beforeAll(async () => {
  t = await createTestDatabase();
  guests = new GuestsService(t.db, { clock: new Clock() });
});
afterAll(() => t.cleanup());

describe('GuestsService.known', () => {
  it('checks a signed id\'s signature once, and keeps refusing a forged one each time', async () => {
    const checks = vi.mocked(signedGuestId);
    const id = await guests.create();
    const forged = id.slice(0, 30) + (id[30] === 'A' ? 'B' : 'A') + id.slice(31);
    checks.mockClear();
    for (let i = 0; i < 3; i++) expect(await guests.known(id)).toBe(true);
    expect(checks).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i++) expect(await guests.known(forged)).toBe(false);
    expect(checks).toHaveBeenCalledTimes(4);
  });
});
