import { homePath } from '@/lib/session';

/**
 * Where to go once signed in: the page named by ?from= when it is a page of this site, else home.
 * from=sign-up only says the visitor came through the sign-up form, so it leads home too.
 */
export function returnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/auth/')) return homePath();
  return from;
}
