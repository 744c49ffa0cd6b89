import type { OperatorProfile } from '@storefront/contract';
import { storageUrl } from '../../lib/images.js';
import type { OperatorRow } from './operator.repository.js';

export function toOperatorProfile(row: Pick<OperatorRow, 'id' | 'role' | 'f_name' | 'l_name' | 'email' | 'phone' | 'image' | 'store_id' | 'store_name' | 'zone_id' | 'lat' | 'lng'>, publicUrl: string): OperatorProfile {
  return {
    id: row.id,
    role: row.role,
    f_name: row.f_name,
    l_name: row.l_name,
    email: row.email,
    phone: row.phone,
    image: storageUrl(publicUrl, row.image),
    store: row.store_id !== null && row.store_name ? { id: row.store_id, name: row.store_name } : null,
    zone_id: row.zone_id,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
  };
}

