import { describe, expect, it, vi } from 'vitest';
import { CODE_MAX_WRONG, guessCode, type CodeGuesses } from './auth.codes.js';

/** A code's guesses as the repository answers them: `left` guesses still to take, or no code at all. */
function guesses(state: { left: number } | 'gone'): CodeGuesses & { drop: ReturnType<typeof vi.fn> } {
  return {
    take: async (allowed) => {
      if (state === 'gone' || state.left === 0) return undefined;
      state.left -= 1;
      return Math.min(allowed, CODE_MAX_WRONG - state.left);
    },
    drop: vi.fn(async () => undefined),
    pending: async () => state !== 'gone',
  };
}

const failure = (promise: Promise<void>) => promise.then(() => null, (err: { code: string }) => err.code);

describe('guessCode', () => {
  it('lets a right guess through and answers a wrong one 422 while guesses are left', async () => {
    expect(await failure(guessCode(guesses({ left: 5 }), true))).toBeNull();
    expect(await failure(guessCode(guesses({ left: 5 }), false))).toBe('business_rule');
  });

  it('spends the code with 429 when its guesses are used up', async () => {
    const used = guesses({ left: 0 });
    expect(await failure(guessCode(used, true))).toBe('too_many_requests');
    expect(used.drop).toHaveBeenCalledTimes(1);
  });

  it('answers 422, not 429, when a racing right guess spent the code first', async () => {
    const spent = guesses('gone');
    expect(await failure(guessCode(spent, true))).toBe('business_rule');
    expect(spent.drop).not.toHaveBeenCalled();
  });
});
