import type { StoreSettings } from '@storefront/contract';

/**
 * What each part of the settings page saves with: the version the page knows (the one it loaded, then
 * each of its own saves' answer), where a save's answer goes, and where a refusal goes (a stale save
 * raises the page's conflict notice and answers null; any other refusal answers its message).
 */
export interface Saving {
  version: number;
  canEdit: boolean;
  saved: (settings: StoreSettings) => void;
  refused: (error: unknown) => string | null;
}
