import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { isKnownLoginAddress, rememberLoginAddress } from './auth.repository.js';
import type { KnownAddresses } from './auth.limits.js';

/** How long an address that signed in to an account stays exempt from the account-wide ceiling. */
export const KNOWN_ADDRESS_DAYS = 30;

const hashAddress = (address: string) => createHash('sha256').update(address).digest('hex');

/** Known addresses in the database, so that they outlive restarts and a Redis flush. */
export function databaseKnownAddresses(db: Db, clock: Clock): KnownAddresses {
  const since = () => new Date(clock.now().getTime() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60_000).toISOString();
  return {
    isKnown: (account, address) => isKnownLoginAddress(db, account, hashAddress(address), since()),
    remember: (account, address) => rememberLoginAddress(db, account, hashAddress(address), clock.now().toISOString(), since()),
  };
}
