import { createHash } from 'node:crypto';

/** JSON with every object's keys in order: the same request hashes the same however its fields were ordered. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
}

/** What an Idempotency-Key is stored with: a retry must send the very request it first sent. */
export const requestHash = (body: unknown): string => createHash('sha256').update(JSON.stringify(canonical(body)) ?? '').digest('hex');
