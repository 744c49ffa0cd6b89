import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '@storefront/contract';
import ar from '@/i18n/ar.json';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';

// Plural forms differ per language (Arabic has six): compare the keys without their plural suffix.
const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
const keySet = (value: object) => [...new Set(keysOf(value))].sort();

describe('chat, push and support texts', () => {
  it('use the server’s English words for a new message', () => {
    expect(en.chat.new_message).toBe(CHAT_TEXTS.new_message);
    expect(en.push.new_message).toBe(CHAT_TEXTS.new_message);
  });

  it.each([['ar', ar], ['fr', fr]] as const)('are translated into %s, key for key', (_, language) => {
    for (const group of ['chat', 'push', 'support'] as const) {
      expect(keySet(language[group]), group).toEqual(keySet(en[group]));
    }
    for (const key of ['send', 'empty_title', 'read_only'] as const) expect(language.chat[key]).not.toBe(en.chat[key]);
    expect(language.store.chat_with_store).not.toBe(en.store.chat_with_store);
    expect(language.tracking.chat_with_delivery_man).not.toBe(en.tracking.chat_with_delivery_man);
  });
});
