/**
 * Orders the home rate prompt already asked about in this browser session, so coming back home
 * does not ask again. sessionStorage ends with the session; memory covers browsers that refuse it.
 */
const KEY = 'rate_prompt_shown';
const inMemory = new Set<number>();

function read(): number[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export const wasPrompted = (orderId: number) => inMemory.has(orderId) || read().includes(orderId);

export function markPrompted(orderId: number): void {
  inMemory.add(orderId);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify([...new Set([...read(), orderId])]));
  } catch {
    // Private mode or a full quota: the memory above still covers this page view.
  }
}

/** For tests: a fresh session. */
export function forgetPrompted(): void {
  inMemory.clear();
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // See markPrompted.
  }
}
