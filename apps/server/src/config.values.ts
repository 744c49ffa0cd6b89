/** Readers of one environment variable each: the name goes into the error a bad value raises. */

export function int(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return n;
}

export function baseUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = (raw || fallback).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(value)) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return value;
}

export function switchOn(name: string, value: string | undefined, fallback: boolean): boolean {
  const raw = (value ?? '').trim().toLowerCase();
  if (!['', 'on', 'off', '1', '0', 'true', 'false'].includes(raw)) throw new Error(`${name} must be on or off, got "${value}"`);
  return raw === '' ? fallback : ['on', '1', 'true'].includes(raw);
}

export function millis(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number of milliseconds from ${min} to ${max}, got "${raw}"`);
  return n;
}
