import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** The claims of a verified Google ID token that an account cares about. */
export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Verifies Google ID tokens: RS256 signature against Google's keys, issuer, audience (our client
 * ids) and expiry. Keys come from configuration when given (tests, air-gapped setups); otherwise
 * from Google, fetched on first use and cached by jose.
 */
export class GoogleIdTokenVerifier {
  private keys: JWTVerifyGetKey | undefined;

  constructor(
    private readonly clientIds: string[],
    private readonly jwks: { keys: Record<string, unknown>[] } | undefined,
    private readonly clock: Clock,
  ) {}

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (this.clientIds.length === 0) {
      throw new AppError('service_unavailable', 'Google sign-in is not available on this server.');
    }
    this.keys ??= this.jwks
      ? createLocalJWKSet(this.jwks as unknown as JSONWebKeySet)
      : createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), { timeoutDuration: 5000 });
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.clientIds,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
        currentDate: this.clock.now(),
      }));
    } catch (err) {
      // Google's keys could not be fetched or read (fetch failures are TypeErrors): not the customer's fault.
      if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid || err instanceof TypeError) {
        throw new AppError('upstream_error', 'Google sign-in could not be checked right now. Please try again.');
      }
      if (err instanceof errors.JOSEError) {
        throw new AppError('invalid_credentials', 'The Google sign-in could not be verified. Please try again.');
      }
      throw err;
    }
    return {
      sub: String(payload.sub),
      email: text(payload.email)?.toLowerCase() ?? null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
      name: text(payload.name),
    };
  }
}
