import fs from 'node:fs';
import { baseUrl, int, switchOn } from './config.values.js';

export const SMS_PROVIDERS = ['log', 'webhook'] as const;

/** Attempt limits per window; counters live in Redis when REDIS_URL is set, else in memory (see modules/auth/auth.limits.ts). */
export interface AuthLimits {
  windowMinutes: number;
  /** Failed sign-ins per account, from every address, before new addresses get 429; addresses that signed in to it are exempt. */
  loginPerAccount: number;
  /** Failed sign-ins per client address across accounts; addresses that signed in to the account are exempt. */
  loginPerAddress: number;
  /** Failed sign-ins per account and address before refusals of 1, 2, 4... minutes; a success from the pair clears them. */
  loginPerPair: number;
  /** The longest refusal for one account and address. */
  loginMaxDelayMinutes: number;
  /** Sign-up attempts per email or phone, and per client address. */
  signupPerAccount: number;
  signupPerAddress: number;
  /** One-time codes sent per phone and per client address. */
  otpPerPhone: number;
  otpPerAddress: number;
  /** Guesses of texted codes (auth/verify-phone) per client address; each code also allows only 5 of its own. */
  verifyPerAddress: number;
  /** Password-reset codes asked for per email or phone, and per client address. */
  resetPerAccount: number;
  resetPerAddress: number;
}

/** Bearer tokens, Google sign-in, SMS codes and attempt limits. */
export interface AuthConfig {
  tokenTtlDays: number;
  /** OAuth client ids whose Google ID tokens are accepted (the aud claim); none turns Google sign-in off. */
  googleClientIds: string[];
  /** Google's signing keys as a JWKS; when unset they are fetched from Google on first use. */
  googleJwks: { keys: Record<string, unknown>[] } | undefined;
  sms: { provider: (typeof SMS_PROVIDERS)[number]; webhookUrl: string | undefined; webhookToken: string | undefined };
  mail: MailConfig;
  limits: AuthLimits;
}

/** Outgoing mail (password-reset codes): SMTP when MAIL_HOST is set, else the development log. */
export interface MailConfig {
  host: string | undefined;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
}

/** MAIL_HOST, MAIL_PORT (587), MAIL_SECURE (true/false), MAIL_USER and MAIL_PASSWORD (together), MAIL_FROM. */
export function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const user = env.MAIL_USER?.trim() || undefined;
  const password = env.MAIL_PASSWORD || undefined;
  if (!user !== !password) throw new Error('MAIL_USER and MAIL_PASSWORD go together');
  return {
    host: env.MAIL_HOST?.trim() || undefined,
    port: int('MAIL_PORT', env.MAIL_PORT, 587),
    secure: switchOn('MAIL_SECURE', env.MAIL_SECURE, false),
    user,
    password,
    from: env.MAIL_FROM?.trim() || 'Storefront <no-reply@localhost>',
  };
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  windowMinutes: 15,
  loginPerAccount: 100,
  loginPerAddress: 20,
  loginPerPair: 5,
  loginMaxDelayMinutes: 15,
  signupPerAccount: 5,
  signupPerAddress: 20,
  otpPerPhone: 5,
  otpPerAddress: 20,
  verifyPerAddress: 20,
  resetPerAccount: 5,
  resetPerAddress: 20,
};

function readJwks(raw: string): AuthConfig['googleJwks'] {
  const text = raw.trim().startsWith('{') ? raw : (() => {
    try {
      return fs.readFileSync(raw, 'utf8');
    } catch {
      throw new Error(`GOOGLE_JWKS must be a JWKS as JSON or the path of a file holding one; cannot read "${raw}"`);
    }
  })();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('GOOGLE_JWKS is not valid JSON');
  }
  const keys = (parsed as { keys?: unknown }).keys;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => k && typeof k === 'object')) {
    throw new Error('GOOGLE_JWKS must be a JSON Web Key Set: {"keys": [...]}');
  }
  return { keys: keys as Record<string, unknown>[] };
}

export function loadAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const tokenTtlDays = env.AUTH_TOKEN_TTL_DAYS ? Number(env.AUTH_TOKEN_TTL_DAYS) : 30;
  if (!Number.isInteger(tokenTtlDays) || tokenTtlDays < 1 || tokenTtlDays > 365) {
    throw new Error(`AUTH_TOKEN_TTL_DAYS must be a whole number of days between 1 and 365, got "${env.AUTH_TOKEN_TTL_DAYS}"`);
  }
  const provider = (env.SMS_PROVIDER || 'log') as AuthConfig['sms']['provider'];
  if (!SMS_PROVIDERS.includes(provider)) {
    throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got "${env.SMS_PROVIDER}"`);
  }
  const webhookUrl = env.SMS_WEBHOOK_URL?.trim() || undefined;
  if (provider === 'webhook' && !webhookUrl) throw new Error('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  if (webhookUrl) baseUrl('SMS_WEBHOOK_URL', webhookUrl, webhookUrl);
  return {
    tokenTtlDays,
    googleClientIds: (env.GOOGLE_CLIENT_ID ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    googleJwks: env.GOOGLE_JWKS?.trim() ? readJwks(env.GOOGLE_JWKS.trim()) : undefined,
    sms: { provider, webhookUrl, webhookToken: env.SMS_WEBHOOK_TOKEN?.trim() || undefined },
    mail: loadMailConfig(env),
    limits: { ...DEFAULT_AUTH_LIMITS },
  };
}
