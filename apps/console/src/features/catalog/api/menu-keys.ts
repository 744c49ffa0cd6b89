import type { ConsoleItemsQuery } from '@storefront/contract';
import { ApiError } from '@storefront/ui/api-error';

/** The menu's query keys, in one place: a change invalidates through the same keys it was read with. */
export const menuKeys = {
  /** Every store's menu data: what a change of the business's units or attributes (the editor's choices) invalidates. */
  everyStore: ['catalog'] as const,
  all: (storeId: number) => ['catalog', storeId] as const,
  lists: (storeId: number) => ['catalog', storeId, 'items'] as const,
  list: (storeId: number, query: ConsoleItemsQuery, language: string) => ['catalog', storeId, 'items', language, query] as const,
  item: (storeId: number, itemId: number) => ['catalog', storeId, 'item', itemId] as const,
  choices: (storeId: number, language: string) => ['catalog', storeId, 'choices', language] as const,
  /** The editor's choices in every language: the prefix a change of the store's add-ons invalidates. */
  allChoices: (storeId: number) => ['catalog', storeId, 'choices'] as const,
  addOns: (storeId: number) => ['catalog', storeId, 'add-ons'] as const,
};

/** The path of the store's items (console/stores/:storeId/items[/...]). */
export const itemsPath = (storeId: number, rest = '') => `console/stores/${storeId}/items${rest}`;

/** The path of the store's add-ons (console/stores/:storeId/add-ons[/...]). */
export const addOnsPath = (storeId: number, rest = '') => `console/stores/${storeId}/add-ons${rest}`;

/** A refusal (4xx) is final; a failure without an answer, or of the server, is tried once more. */
export const retryUnanswered = (failures: number, error: Error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;
