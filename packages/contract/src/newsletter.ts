import { Type, type Static } from 'typebox';

export const NewsletterSubscribe = Type.Object(
  { email: Type.String({ maxLength: 255 }) },
  { additionalProperties: false },
);
export type NewsletterSubscribe = Static<typeof NewsletterSubscribe>;

/** A deliberately plain pattern: one @, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
