import {
  ADDRESS_TEXTS, EMAIL_PATTERN, PROFILE_TEXTS, type CustomerAddress, type CustomerAddressInput, type CustomerAddressList, type PageQuery,
} from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, rule } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import { normalizePhone } from '../../lib/phone.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import type { ZonesService } from '../zones/zones.service.js';
import { toAddress } from './addresses.mapper.js';
import { countAddresses, deleteAddress, deleteAllAddresses, insertAddress, listAddresses, updateAddress } from './addresses.repository.js';

/** Plenty for anyone; it keeps one account from filling the table. */
const MAX_ADDRESSES = 100;

const notFound = () => new AppError('not_found', ADDRESS_TEXTS.not_found);
const optional = (v: string | null | undefined) => v?.trim() || null;

/** A customer's saved delivery addresses; the zones come from the map point, never from the client. */
export class AddressesService {
  constructor(
    private readonly db: Db,
    private readonly zones: Pick<ZonesService, 'zoneIdsAt'>,
    private readonly clock: Clock,
  ) {}

  async list(customer: SignedInCustomer, query: PageQuery): Promise<CustomerAddressList> {
    const page = pageWindow(query);
    const [total, rows] = await Promise.all([
      countAddresses(this.db, customer.id),
      listAddresses(this.db, customer.id, page.limit, page.skip),
    ]);
    return { total_size: total, limit: page.limit, offset: page.offset, addresses: rows.map(toAddress) };
  }

  async add(customer: SignedInCustomer, input: CustomerAddressInput): Promise<CustomerAddress> {
    const fields = await this.fields(input);
    if ((await countAddresses(this.db, customer.id)) >= MAX_ADDRESSES) {
      throw rule(`You can save up to ${MAX_ADDRESSES} addresses. Please delete one first.`);
    }
    const now = this.clock.now().toISOString();
    return toAddress(await insertAddress(this.db, { ...fields, user_id: customer.id, created_at: now, updated_at: now }));
  }

  async update(customer: SignedInCustomer, id: number, input: CustomerAddressInput): Promise<CustomerAddress> {
    const fields = await this.fields(input);
    const row = await updateAddress(this.db, customer.id, id, { ...fields, updated_at: this.clock.now().toISOString() });
    if (!row) throw notFound();
    return toAddress(row);
  }

  async remove(customer: SignedInCustomer, id: number): Promise<void> {
    if (!(await deleteAddress(this.db, customer.id, id))) throw notFound();
  }

  /** For account removal, inside its transaction. */
  forgetCustomer(trx: Kysely<Database>, userId: number): Promise<void> {
    return deleteAllAddresses(trx, userId);
  }

  private async fields(input: CustomerAddressInput) {
    const problems: { code: string; message: string }[] = [];
    const address = input.address.trim();
    const name = input.contact_person_name.trim();
    const phoneText = input.contact_person_number.trim();
    const phone = normalizePhone(phoneText);
    const email = optional(input.contact_person_email)?.toLowerCase() ?? null;
    if (!address) problems.push({ code: 'address', message: ADDRESS_TEXTS.address });
    if (!name) problems.push({ code: 'contact_person_name', message: ADDRESS_TEXTS.contact_person_name });
    if (!phoneText) problems.push({ code: 'contact_person_number', message: ADDRESS_TEXTS.contact_person_number });
    else if (!phone) problems.push({ code: 'contact_person_number', message: PROFILE_TEXTS.phone_invalid });
    if (email && !EMAIL_PATTERN.test(email)) problems.push({ code: 'contact_person_email', message: 'Must be a valid email' });
    if (problems.length) throw new AppError('validation_error', problems[0]!.message, problems);

    const zoneIds = await this.zones.zoneIdsAt(input.latitude, input.longitude);
    if (zoneIds.length === 0) {
      throw new AppError('service_not_available', 'Service is not available in this area yet. Please choose another location.');
    }
    let type = (input.address_type ?? '').trim() || 'home';
    if (['home', 'office', 'other'].includes(type.toLowerCase())) type = type.toLowerCase();
    // "Other" with a label of the customer's own: the label becomes the type, as the spec's form does it.
    if (type === 'other' && optional(input.address_label)) type = optional(input.address_label)!;
    return {
      address_type: type,
      address,
      contact_person_name: name,
      contact_person_number: phone!,
      contact_person_email: email,
      additional_information: optional(input.additional_information),
      latitude: input.latitude,
      longitude: input.longitude,
      road: optional(input.road),
      house: optional(input.house),
      floor: optional(input.floor),
      zone_id: zoneIds[0]!,
      zone_ids: JSON.stringify(zoneIds),
    };
  }
}
