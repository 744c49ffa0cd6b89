import { stashToasts } from '@storefront/ui/toast';

/** Indirection so tests can observe a full page reload. */
export function reloadPage({ keepToasts = false }: { keepToasts?: boolean } = {}): void {
  if (keepToasts) stashToasts();
  window.location.reload();
}
