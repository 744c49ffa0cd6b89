import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A guest id vouches for itself: 18 random bytes (144 bits, for it is a bearer credential for the
 * guest's cart and orders) followed by the first 16 bytes of their HMAC-SHA256 under the server's key,
 * both base64url, 24 + 22 characters of the alphabet the API's guest_id fields take. So no row is
 * written per id asked for, and a forged one is refused without reading the database.
 */
const RANDOM_BYTES = 18;
const RANDOM_CHARS = 24;
const MAC_BYTES = 16;
export const SIGNED_GUEST_ID_LENGTH = 46;

const mac = (secret: string, random: string) =>
  createHmac('sha256', secret).update(`guest-id.${random}`).digest().subarray(0, MAC_BYTES).toString('base64url');

export function signGuestId(secret: string): string {
  const random = randomBytes(RANDOM_BYTES).toString('base64url');
  return random + mac(secret, random);
}

/** Whether the id is one this key signed; the signatures are compared in constant time. */
export function signedGuestId(secret: string, id: string): boolean {
  if (id.length !== SIGNED_GUEST_ID_LENGTH) return false;
  const expected = Buffer.from(mac(secret, id.slice(0, RANDOM_CHARS)));
  const given = Buffer.from(id.slice(RANDOM_CHARS));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
