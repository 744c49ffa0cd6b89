import { Type, type Static } from 'typebox';
import { OrNull, Texts } from './common.js';
import { ErrorItem } from './errors.js';
import { STORE_ADDRESS_MAX, STORE_NAME_MAX, StorePhone } from './stores.manage.js';

/** At most this many documents an application (trade licence, ID...), each at most 5 MB. */
export const MAX_APPLICATION_DOCUMENTS = 5;
export const MAX_APPLICATION_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** The documents' types, as told by their content: PDF, JPEG or PNG. */
export const APPLICATION_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ApplicationDocumentType = (typeof APPLICATION_DOCUMENT_TYPES)[number];
export const STORE_APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type StoreApplicationState = (typeof STORE_APPLICATION_STATES)[number];
export const REJECT_REASON_MAX = 500;

const ApplicationState = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

const Line = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/**
 * POST /store-applications (multipart/form-data): someone who wants to open a store, without an account.
 * The module must sell from stores (not parcel) and the place lie inside the zone; documents are the
 * `documents` (or `documents[]`) files.
 */
export const StoreApplicationCreate = Type.Object({
  name: Line(STORE_NAME_MAX),
  name_ar: Type.Optional(Type.String({ maxLength: STORE_NAME_MAX })),
  name_fr: Type.Optional(Type.String({ maxLength: STORE_NAME_MAX })),
  module_id: Type.Integer({ minimum: 1 }),
  zone_id: Type.Integer({ minimum: 1 }),
  address: Line(STORE_ADDRESS_MAX),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  f_name: Line(60),
  l_name: Type.Optional(Type.String({ maxLength: 60 })),
  /** Checked by the service, so that a bad one is told plainly. */
  email: Line(120),
  phone: Line(20),
  documents: Type.Optional(Type.Unknown({ description: `up to ${MAX_APPLICATION_DOCUMENTS} PDF, JPEG or PNG files, at most 5 MB each` })),
  'documents[]': Type.Optional(Type.Unknown()),
});
export type StoreApplicationCreate = Static<typeof StoreApplicationCreate>;

export const StoreApplicationReceived = Type.Object({ id: Type.Integer(), email: Type.String() });
export type StoreApplicationReceived = Static<typeof StoreApplicationReceived>;

export const StoreApplicationDocument = Type.Object({
  /** Its place among the application's documents, from 0: the download route names it. */
  position: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
});
export type StoreApplicationDocument = Static<typeof StoreApplicationDocument>;

export const ConsoleStoreApplication = Type.Object({
  id: Type.Integer(),
  /** Named by a decision: an older one is refused (409). */
  version: Type.Integer(),
  status: ApplicationState,
  name: Texts,
  module_id: Type.Integer(),
  zone_id: Type.Integer(),
  address: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  f_name: Type.String(),
  l_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  documents: Type.Array(StoreApplicationDocument),
  /** The store approving it made. */
  store_id: Type.Union([Type.Integer(), Type.Null()]),
  reviewer: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  decided_at: Type.Union([Type.String(), Type.Null()]),
});
export type ConsoleStoreApplication = Static<typeof ConsoleStoreApplication>;

export const ConsoleStoreApplicationPage = Type.Object({ total: Type.Integer(), applications: Type.Array(ConsoleStoreApplication) });
export type ConsoleStoreApplicationPage = Static<typeof ConsoleStoreApplicationPage>;

export const ConsoleStoreApplicationQuery = Type.Object({
  state: Type.Optional(ApplicationState),
  /** Part of the store's name (any language), the owner's name, email or phone. */
  search: Type.Optional(Type.String({ maxLength: 60 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleStoreApplicationQuery = Static<typeof ConsoleStoreApplicationQuery>;

export const StoreApplicationParams = Type.Object({ applicationId: Type.Integer({ minimum: 1 }) });
export type StoreApplicationParams = Static<typeof StoreApplicationParams>;
export const StoreApplicationDocumentParams = Type.Object({ applicationId: Type.Integer({ minimum: 1 }), position: Type.Integer({ minimum: 0, maximum: MAX_APPLICATION_DOCUMENTS - 1 }) });
export type StoreApplicationDocumentParams = Static<typeof StoreApplicationDocumentParams>;

/** Approving: the version read, and the new store's commission (the default one when left out or null). */
export const ConsoleStoreApplicationApprove = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  commission_rate: Type.Optional(OrNull(Type.Number({ minimum: 0, maximum: 100 }))),
});
export type ConsoleStoreApplicationApprove = Static<typeof ConsoleStoreApplicationApprove>;

export const ConsoleStoreApplicationReject = Type.Object({ version: Type.Integer({ minimum: 1 }), reason: Line(REJECT_REASON_MAX) });
export type ConsoleStoreApplicationReject = Static<typeof ConsoleStoreApplicationReject>;

/** A refused decision (409): the application as it is now and what changed since (its status when already decided). */
export const ConsoleStoreApplicationConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleStoreApplication, changed: Type.Array(Type.String()) });
export type ConsoleStoreApplicationConflict = Static<typeof ConsoleStoreApplicationConflict>;

/** What the storefront's form takes for a phone, as the store's own phone is taken. */
export const APPLICATION_PHONE_PATTERN = new RegExp((StorePhone as { pattern?: string }).pattern ?? '');
