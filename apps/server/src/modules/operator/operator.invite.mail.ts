import type { Language } from '@storefront/contract';

/** What an owner's invitation says: the link to choose a password (a new account), else that the store is theirs to run. */
interface InviteText {
  subject: (store: string) => string;
  withLink: (store: string, link: string, days: number, signIn: string) => string;
  signIn: (store: string, signIn: string) => string;
}

const TEXTS: Record<Language, InviteText> = {
  en: {
    subject: (store) => `Run ${store} on the staff console`,
    withLink: (store, link, days, signIn) => `You have been invited to run ${store} on the staff console.\n\nChoose your password here: ${link}\n\n`
      + `The link works once, for ${days} days. Then sign in at ${signIn} and set up your authenticator app.`,
    signIn: (store, signIn) => `You can now run ${store} on the staff console: sign in at ${signIn} with your account.`,
  },
  ar: {
    subject: (store) => `أدِر ${store} من لوحة الموظفين`,
    withLink: (store, link, days, signIn) => `دُعيت لإدارة ${store} من لوحة الموظفين.\n\nاختر كلمة مرورك من هنا: ${link}\n\n`
      + `يعمل الرابط مرة واحدة خلال ${days} أيام. ثم سجّل الدخول من ${signIn} وأعدّ تطبيق المصادقة.`,
    signIn: (store, signIn) => `يمكنك الآن إدارة ${store} من لوحة الموظفين: سجّل الدخول من ${signIn} بحسابك.`,
  },
  fr: {
    subject: (store) => `Gérez ${store} depuis la console`,
    withLink: (store, link, days, signIn) => `Vous êtes invité à gérer ${store} depuis la console du personnel.\n\nChoisissez votre mot de passe ici : ${link}\n\n`
      + `Le lien ne sert qu'une fois, pendant ${days} jours. Connectez-vous ensuite sur ${signIn} et configurez votre application d'authentification.`,
    signIn: (store, signIn) => `Vous pouvez désormais gérer ${store} depuis la console du personnel : connectez-vous sur ${signIn} avec votre compte.`,
  },
};

/** The invitation's subject and text in `lang`. */
export function inviteMail(lang: Language, store: string, link: string | null, days: number, signIn: string): { subject: string; text: string } {
  const t = TEXTS[lang];
  return { subject: t.subject(store), text: link ? t.withLink(store, link, days, signIn) : t.signIn(store, signIn) };
}
