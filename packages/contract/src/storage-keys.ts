/** Local-storage keys, shared so that tests and the web app agree. */
export const STORAGE_KEYS = {
  token: 'token',
  zoneId: 'zoneid',
  language: 'language-setting',
  currentLatLng: 'currentLatLng',
  module: 'module',
  location: 'location',
  guestId: 'guest_id',
  country: 'country',
  searchedValues: 'searchedValues',
  theme: 'theme',
  /** A guest's delivery address, kept on the device only (guests save addresses locally). */
  guestAddress: 'guest_address',
  /** Set while the customer has turned Web Push off on this browser: signing in then subscribes it no more. */
  pushOff: 'push_off',
} as const;

/** What the staff console keeps in local storage: its own keys, so that a customer's and a staff session never mix. */
export const CONSOLE_STORAGE_KEYS = {
  /** The operator's bearer token (`op_…`). */
  token: 'console-token',
  language: 'console-language',
  /** 'on' once the person turned on the sound and notifications of new orders in this browser. */
  alerts: 'console-alerts',
} as const;

/** The request headers the client sends. */
export const HEADERS = {
  zoneId: 'zoneid',
  moduleId: 'moduleid',
  latitude: 'latitude',
  longitude: 'longitude',
  localization: 'x-localization',
  authorization: 'authorization',
  softwareId: 'x-software-id',
} as const;

/**
 * Cookies that mirror the few local-storage keys the server renders a page by, so that it renders as the
 * visitor will see it: the language, the zone (where the visitor's location falls) and the module. Local
 * storage stays the client's truth: the app writes the cookie whenever it writes the key. The module's
 * cookie holds its id only; `session` says a customer is signed in (never the token), so that the server
 * keeps the page out of its shared cache. The exact point and address are not mirrored: pages rendered
 * for a zone are shared by everyone in it.
 */
export const RENDER_COOKIES = {
  language: 'sf_lang',
  zoneId: 'sf_zone',
  module: 'sf_module',
  session: 'sf_session',
} as const satisfies Partial<Record<keyof typeof STORAGE_KEYS | 'session', string>>;
