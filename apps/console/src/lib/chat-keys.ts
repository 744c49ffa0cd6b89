/** Where a party's conversations are, under /api/v1/console: a store's, or the signed-in courier's own. */
export const chatBase = {
  store: (storeId: number) => `stores/${storeId}/messages`,
  courier: 'courier/messages',
} as const;

/**
 * The cache key of a party's conversations: the chat feature reads under it, and the store's push stream
 * invalidates it when a message comes (features do not import each other, so the key lives here).
 */
export const chatKey = (base: string) => ['chat', base] as const;
