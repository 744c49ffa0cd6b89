import { Type, type Static } from 'typebox';

/**
 * Private pictures (prescriptions, review, refund, chat and proof-of-delivery photos): never in the public /storage folder.
 * Answers name them by signed links, GET /api/v1/files/{folder}/{name}?expires=…&sig=…, made only for
 * the order's customer and the store's staff (a chat's two sides) and good for about an hour.
 */
export const PRIVATE_FILE_FOLDERS = ['prescription', 'review', 'refund', 'chat', 'delivery'] as const;
export type PrivateFileFolder = (typeof PRIVATE_FILE_FOLDERS)[number];

export const PrivateFileParams = Type.Object({
  folder: Type.Union([Type.Literal('prescription'), Type.Literal('review'), Type.Literal('refund'), Type.Literal('chat'), Type.Literal('delivery')]),
  name: Type.String({ pattern: '^[a-f0-9]{32}\\.webp$' }),
});
export type PrivateFileParams = Static<typeof PrivateFileParams>;

export const PrivateFileQuery = Type.Object({
  /** Seconds since the epoch after which the link no longer opens. */
  expires: Type.Optional(Type.Integer({ minimum: 0 })),
  /** HMAC-SHA256 of the path and expiry, base64url. */
  sig: Type.Optional(Type.String({ maxLength: 100 })),
}, { additionalProperties: false });
export type PrivateFileQuery = Static<typeof PrivateFileQuery>;

export const FILE_TEXTS = {
  link_invalid: 'This link is not valid or has expired.',
} as const;

/**
 * Where every `*_full_url` of a row with no picture points: never empty or null, so a client can
 * always load it. The web app knows it and draws its own placeholder instead (hasImage).
 */
export const PLACEHOLDER_IMAGE_PATH = '/storage/placeholder.svg';
/** A payment card, the picture of a digital payment gateway. */
export const PAYMENT_CARD_IMAGE_PATH = '/storage/payment-card.svg';
/** Where private pictures are served through signed links. */
export const PRIVATE_FILES_PATH = '/api/v1/files';

/** Whether a `*_full_url` shows a real picture rather than the placeholder (or nothing). */
export const hasImage = (url: string | null | undefined): url is string => !!url && !url.endsWith(PLACEHOLDER_IMAGE_PATH);
