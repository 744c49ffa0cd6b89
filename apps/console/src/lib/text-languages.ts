/** The languages a business writes its texts in, in the order a form asks for them, each with its direction (Arabic right to left). */
export const TEXT_LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
  { code: 'fr', dir: 'ltr' },
] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number]['code'];
