import { APPLICATION_DOCUMENT_TYPES, APPLICATION_PHONE_PATTERN, MAX_APPLICATION_DOCUMENT_BYTES, MAX_APPLICATION_DOCUMENTS } from '@storefront/contract';
import { checkEmail, checkFirstName } from '@/lib/account-rules';
import { foundErrors, type FieldErrors } from '@/lib/form-errors';

export const APPLICATION_FIELDS = ['name', 'name_ar', 'name_fr', 'zone_id', 'module_id', 'address', 'place', 'f_name', 'l_name', 'email', 'phone', 'documents'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationValues = Record<Exclude<ApplicationField, 'place' | 'documents'>, string>;
export interface Place { lat: number; lng: number }

const required = (value: string, key: string) => (value.trim() ? null : key);

/** The documents' own problem: 1 to 5 files, each a PDF, JPEG or PNG of at most 5 MB (the server checks their content too). */
export function checkDocuments(files: readonly File[]): string | null {
  if (files.length === 0) return 'stores.application.errors.documents_required';
  if (files.length > MAX_APPLICATION_DOCUMENTS) return 'stores.application.errors.documents_too_many';
  if (files.some((f) => !(APPLICATION_DOCUMENT_TYPES as readonly string[]).includes(f.type))) return 'stores.application.errors.documents_type';
  if (files.some((f) => f.size > MAX_APPLICATION_DOCUMENT_BYTES)) return 'stores.application.errors.documents_size';
  return null;
}

/** The form's problems as text keys by field, before anything is sent. */
export function applicationErrors(values: ApplicationValues, place: Place | null, files: readonly File[]): FieldErrors<ApplicationField> {
  const phone = values.phone.trim();
  return foundErrors<ApplicationField>({
    name: required(values.name, 'stores.application.errors.name_required'),
    zone_id: required(values.zone_id, 'stores.application.errors.zone_required'),
    module_id: required(values.module_id, 'stores.application.errors.module_required'),
    address: required(values.address, 'stores.application.errors.address_required'),
    place: place ? null : 'stores.application.errors.place_required',
    f_name: checkFirstName(values.f_name),
    email: checkEmail(values.email),
    phone: !phone ? 'stores.application.errors.phone_required' : APPLICATION_PHONE_PATTERN.test(phone) ? null : 'stores.application.errors.phone_invalid',
    documents: checkDocuments(files),
  });
}

/** The form as the API takes it (multipart/form-data, documents as `documents`). */
export function applicationForm(values: ApplicationValues, place: Place, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value.trim()) form.append(key, value.trim());
  form.append('latitude', String(place.lat));
  form.append('longitude', String(place.lng));
  for (const file of files) form.append('documents', file, file.name);
  return form;
}
