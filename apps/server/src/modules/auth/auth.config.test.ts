import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

describe('auth configuration', () => {
  it('defaults to 30-day tokens, Google sign-in off and the log SMS provider', () => {
    expect(loadConfig({}).auth).toMatchObject({
      tokenTtlDays: 30,
      googleClientIds: [],
      googleJwks: undefined,
      sms: { provider: 'log', webhookUrl: undefined },
      limits: { windowMinutes: 15, loginPerAccount: 100, loginPerAddress: 20, loginPerPair: 5, loginMaxDelayMinutes: 15 },
    });
  });

  it('reads client ids, a JWKS given inline or as a file, and the SMS webhook', () => {
    const jwks = { keys: [{ kty: 'RSA', kid: 'k', n: 'AQAB', e: 'AQAB' }] };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jwks-')), 'google.json');
    fs.writeFileSync(file, JSON.stringify(jwks));
    const auth = loadConfig({
      GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com, ios.apps.googleusercontent.com',
      GOOGLE_JWKS: JSON.stringify(jwks),
      AUTH_TOKEN_TTL_DAYS: '7',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
      SMS_WEBHOOK_TOKEN: 't',
    }).auth;
    expect(auth).toMatchObject({
      tokenTtlDays: 7,
      googleClientIds: ['web.apps.googleusercontent.com', 'ios.apps.googleusercontent.com'],
      googleJwks: jwks,
      sms: { provider: 'webhook', webhookUrl: 'https://sms.example.com/send', webhookToken: 't' },
    });
    expect(loadConfig({ GOOGLE_JWKS: file }).auth.googleJwks).toEqual(jwks);
  });

  it('reads the mail settings: the log provider without MAIL_HOST, SMTP on port 587 by default', () => {
    expect(loadConfig({}).auth.mail).toEqual({ host: undefined, port: 587, secure: false, user: undefined, password: undefined, from: 'Storefront <no-reply@localhost>' });
    expect(loadConfig({
      MAIL_HOST: 'smtp.example.com', MAIL_PORT: '465', MAIL_SECURE: 'true', MAIL_USER: 'mailer', MAIL_PASSWORD: 'p', MAIL_FROM: 'Souqly <no-reply@souqly.example.com>',
    }).auth.mail).toEqual({ host: 'smtp.example.com', port: 465, secure: true, user: 'mailer', password: 'p', from: 'Souqly <no-reply@souqly.example.com>' });
    expect(() => loadConfig({ MAIL_PORT: 'x' })).toThrow(/MAIL_PORT/);
    expect(() => loadConfig({ MAIL_SECURE: 'maybe' })).toThrow(/MAIL_SECURE/);
    expect(() => loadConfig({ MAIL_USER: 'mailer' })).toThrow(/MAIL_USER and MAIL_PASSWORD/);
  });

  it('refuses to start with settings that cannot work', () => {
    expect(() => loadConfig({ AUTH_TOKEN_TTL_DAYS: '0' })).toThrow(/AUTH_TOKEN_TTL_DAYS/);
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER must be one of log, webhook/);
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ GOOGLE_JWKS: '{"keys": 1}' })).toThrow(/JSON Web Key Set/);
    expect(() => loadConfig({ GOOGLE_JWKS: '/no/such/file.json' })).toThrow(/cannot read/);
  });
});
