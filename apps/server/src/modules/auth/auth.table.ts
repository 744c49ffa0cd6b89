import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** An opaque bearer token, kept as the SHA-256 of its text so that a database leak reveals no usable token. */
export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** The guest id the visitor had when signing in, for moving the guest's cart to the customer. */
  guest_id: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** The pending one-time code for a phone: hashed, short-lived, with a count of wrong guesses. */
export interface PhoneVerificationsTable {
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** The pending password-reset code of an account, sent by mail or SMS: hashed, short-lived, with a count of wrong guesses. */
export interface PasswordResetsTable {
  user_id: number;
  channel: 'email' | 'phone';
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A client address that signed in to an account within the last 30 days: exempt from the account-wide ceiling. */
export interface LoginKnownAddressesTable {
  account: string;
  address_hash: string;
  last_success_at: Timestamp;
}

/** The tables the auth feature owns, by name. */
export interface AuthTables {
  personal_access_tokens: PersonalAccessTokensTable;
  phone_verifications: PhoneVerificationsTable;
  password_resets: PasswordResetsTable;
  login_known_addresses: LoginKnownAddressesTable;
}
