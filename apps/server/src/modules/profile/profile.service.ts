import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { PROFILE_TEXTS, type Customer, type CustomerProfileUpdated, type CustomerUpdateProfile } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, RowUpdate } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, rule } from '../../lib/errors.js';
import { checkPassword, checkProfileFields, fieldError } from './profile.fields.js';
import { removeProfileImage, storeProfileImage } from './profile.image.js';
import { toCustomer } from './profile.mapper.js';
import type { AccountUser } from './profile.table.js';
import type { ConfigService } from '../config/config.service.js';
import { activeCategoryIds, placedOrderCount, takenByOther, updateCustomer } from './profile.repository.js';

/** The customer an account change is for, as signing in found them (auth's AccountHolder is one). */
export interface AccountHolder {
  id: number;
  /** The token of this request, kept when a password change signs the customer's other devices out. */
  tokenId: number;
  user: AccountUser;
}

export interface CustomerDeps {
  /** Revokes the customer's tokens (but the one kept) inside the transaction that changes the password or removes the account. */
  revokeTokens: (trx: Kysely<Database>, userId: number, keepTokenId?: number) => Promise<void>;
  /** Deletes the customer's saved addresses inside the account-removal transaction. */
  forgetAddresses: (trx: Kysely<Database>, userId: number) => Promise<void>;
  config: ConfigService;
  clock: Clock;
  publicUrl: string;
  storageDir: string;
}

/** The signed-in customer's own account: profile, photo, interests, push token, removal. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly deps: CustomerDeps,
  ) {}

  info(customer: AccountHolder): Promise<Customer> {
    return this.describe(customer.user);
  }

  /** The customer as every account call answers it, with their order count and new-customer discount. */
  async describe(user: AccountUser): Promise<Customer> {
    const [orderCount, config] = await Promise.all([placedOrderCount(this.db, user.id), this.deps.config.config()]);
    return toCustomer(user, this.deps.publicUrl, this.deps.clock.now(), { orderCount, config });
  }

  async updateProfile(customer: AccountHolder, body: CustomerUpdateProfile): Promise<CustomerProfileUpdated> {
    const user = customer.user;
    const fields = checkProfileFields(body, { phoneRequired: false });
    const changes: RowUpdate<'users'> = {};
    if (fields.f_name !== user.f_name) changes.f_name = fields.f_name;
    if (fields.l_name !== user.l_name) changes.l_name = fields.l_name;
    if (fields.email !== user.email) {
      if (await takenByOther(this.db, user.id, 'email', fields.email)) throw new AppError('conflict', 'This email is already used by another account.');
      changes.email = fields.email;
      changes.is_email_verified = 0;
    }
    if (fields.phone && fields.phone !== user.phone) {
      if (user.phone) throw rule(PROFILE_TEXTS.phone_locked);
      // An account without a phone (a Google sign-up) may add one, once.
      if (await takenByOther(this.db, user.id, 'phone', fields.phone)) throw new AppError('conflict', 'This phone number is already used by another account.');
      changes.phone = fields.phone;
      changes.is_phone_verified = 0;
    }
    if (body.password) {
      if (user.login_medium !== 'manual') throw rule(PROFILE_TEXTS.social_password);
      changes.password_hash = await hash(checkPassword(body.password, body.confirm_password ?? ''));
    }
    const image = Buffer.isBuffer(body.image) && body.image.length > 0 ? body.image : null;
    if (body.image !== undefined && !image && typeof body.image === 'string' && body.image !== '') {
      throw fieldError([{ code: 'image', message: 'The image must be sent as a file.' }]);
    }
    if (Object.keys(changes).length === 0 && !image) throw rule(PROFILE_TEXTS.no_changes);

    if (image) changes.image = await storeProfileImage(image, this.deps.storageDir);
    changes.updated_at = this.now();
    let updated;
    try {
      updated = await inTransaction(this.db, async (trx) => {
        const row = await updateCustomer(trx, user.id, changes);
        // A new password signs out every other device.
        if (changes.password_hash) await this.deps.revokeTokens(trx, user.id, customer.tokenId);
        return row;
      });
    } catch (err) {
      if (changes.image) await removeProfileImage(changes.image, this.deps.storageDir);
      if (isUniqueViolation(err)) throw new AppError('conflict', 'This email or phone number is already used by another account.');
      throw err;
    }
    if (changes.image) await removeProfileImage(user.image, this.deps.storageDir);
    return { message: PROFILE_TEXTS.updated, customer: await this.describe(updated) };
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  async updateInterest(customer: AccountHolder, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    const known = await activeCategoryIds(this.db, unique);
    const unknown = unique.filter((id) => !known.has(id));
    if (unknown.length) throw fieldError([{ code: 'interest', message: `These categories do not exist: ${unknown.join(', ')}.` }]);
    await updateCustomer(this.db, customer.id, { interest: JSON.stringify(unique), updated_at: this.now() });
  }

  async setPushToken(customer: AccountHolder, token: string): Promise<void> {
    await updateCustomer(this.db, customer.id, { cm_firebase_token: token, updated_at: this.now() });
  }

  /**
   * Deletes the account as far as the law asks: personal data cleared, photo and addresses gone,
   * every token revoked. The row stays (status 0, deleted_at set) so that orders keep their customer id.
   */
  async removeAccount(customer: AccountHolder): Promise<void> {
    const now = this.now();
    await inTransaction(this.db, async (trx) => {
      await updateCustomer(trx, customer.id, {
        f_name: 'Deleted',
        l_name: 'Deleted',
        email: null,
        phone: null,
        social_id: null,
        image: null,
        password_hash: null,
        cm_firebase_token: null,
        interest: '[]',
        status: 0,
        deleted_at: now,
        updated_at: now,
      });
      await this.deps.revokeTokens(trx, customer.id);
      await this.deps.forgetAddresses(trx, customer.id);
    });
    await removeProfileImage(customer.user.image, this.deps.storageDir);
  }
}
