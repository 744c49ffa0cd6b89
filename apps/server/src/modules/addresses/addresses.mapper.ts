import type { CustomerAddress } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';

export function toAddress(row: Row<'customer_addresses'>): CustomerAddress {
  return {
    id: row.id,
    address_type: row.address_type,
    address_label: row.address_type,
    address: row.address,
    contact_person_name: row.contact_person_name,
    contact_person_number: row.contact_person_number,
    contact_person_email: row.contact_person_email,
    additional_information: row.additional_information,
    latitude: row.latitude,
    longitude: row.longitude,
    road: row.road,
    house: row.house,
    floor: row.floor,
    zone_id: row.zone_id,
    zone_ids: parseJson<number[]>(row.zone_ids, [row.zone_id]),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
