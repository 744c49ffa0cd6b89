import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link opens at least, and the step its expiry is rounded up to. */
export const LINK_TTL_SECONDS = 3600;
const EXPIRY_STEP_SECONDS = 900;

/**
 * The expiry of links made now: an hour on, rounded up to the quarter hour, so that a picture keeps
 * one address (and the browser's cached copy) for fifteen minutes instead of changing on every answer.
 */
export function linkExpiry(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
  return Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

export const signPath = (secret: string, relative: string, expires: number): string =>
  createHmac('sha256', secret).update(`private-file.${relative}.${expires}`).digest('base64url');

/** True when the signature is ours for this path and expiry, and the expiry has not passed. */
export function linkValid(secret: string, relative: string, expires: number, sig: string, now: Date): boolean {
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signPath(secret, relative, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
