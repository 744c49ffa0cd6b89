import { describe, expect, it } from 'vitest';
import ar from '@/i18n/ar.json';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' && inner ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('account texts', () => {
  it('use the English words the server answers with', () => {
    expect(en.auth.sign_in_success).toBe('Sign in successfully.');
    expect(en.auth.sign_up_success).toBe('Signup successfully.');
    expect(en.auth.welcome_title).toBe('Welcome to the product!');
    expect(en.profile.deleted).toBe('Account has been deleted');
  });

  it.each([['ar', ar], ['fr', fr]] as const)('are translated into %s, key for key', (_, language) => {
    for (const group of ['auth', 'settings'] as const) expect(keysOf(language[group]).sort(), group).toEqual(keysOf(en[group]).sort());
    expect(language.auth.welcome_title).not.toBe(en.auth.welcome_title);
    expect(language.auth.forgot_password).not.toBe(en.auth.forgot_password);
    expect(language.settings.permission.denied).not.toBe(en.settings.permission.denied);
  });
});
