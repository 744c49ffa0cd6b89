import type { Language, Texts } from '@storefront/contract';
import type { MailMessage } from '../auth/auth.mail.js';

/** The store's name as the applicant wrote it in their language, or the English one they always give. */
const nameIn = (name: Texts, lang: Language) => name[lang] || name.en;

const RECEIVED: Record<Language, (name: string) => { subject: string; text: string }> = {
  en: (name) => ({
    subject: `We received your application for ${name}`,
    text: `Thank you for applying to open ${name} with us. Our team will review your application and its documents, `
      + 'and write to you at this address once it is decided.',
  }),
  ar: (name) => ({
    subject: `تلقّينا طلبك لفتح ${name}`,
    text: `شكرًا لتقديمك طلب فتح ${name} معنا. سيراجع فريقنا طلبك ومستنداته، وسنراسلك على هذا العنوان فور البتّ فيه.`,
  }),
  fr: (name) => ({
    subject: `Nous avons bien reçu votre demande pour ${name}`,
    text: `Merci d'avoir demandé à ouvrir ${name} chez nous. Notre équipe examinera votre demande et ses documents, `
      + 'et vous écrira à cette adresse dès qu\'une décision sera prise.',
  }),
};

/** The "application received" mail, in the language the application was sent in. */
export const receivedMail = (to: string, name: Texts, lang: Language): MailMessage => ({ to, ...RECEIVED[lang](nameIn(name, lang)) });

const REJECTED: Record<Language, (name: string, reason: string) => { subject: string; text: string }> = {
  en: (name, reason) => ({
    subject: `Your application for ${name}`,
    text: `Thank you for applying to open ${name} with us. We cannot accept the application:\n\n${reason}\n\nYou are welcome to apply again.`,
  }),
  ar: (name, reason) => ({
    subject: `طلبك لفتح ${name}`,
    text: `شكرًا لتقديمك طلب فتح ${name} معنا. لا يمكننا قبول الطلب:\n\n${reason}\n\nيسعدنا أن تتقدّم بطلب جديد.`,
  }),
  fr: (name, reason) => ({
    subject: `Votre demande pour ${name}`,
    text: `Merci d'avoir demandé à ouvrir ${name} chez nous. Nous ne pouvons pas accepter la demande :\n\n${reason}\n\nVous pouvez en déposer une nouvelle.`,
  }),
};

/** The rejection mail with staff's reason (as they wrote it), in the language the application was sent in. */
export const rejectedMail = (to: string, name: Texts, reason: string, lang: Language): MailMessage => ({ to, ...REJECTED[lang](nameIn(name, lang), reason) });
