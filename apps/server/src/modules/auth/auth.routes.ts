import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthLogin, AuthOtpSent, AuthSendOtp, AuthSession, AuthSignUp, AuthSocialLogin, AuthSocialRegister, AuthVerifyPhone, ErrorEnvelope,
  Message,
} from '@storefront/contract';
import { fieldMessages } from '../../lib/field-messages.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, 429: ErrorEnvelope };

/** Spec §5 texts for a missing name, phone or email. */
const profileTexts = fieldMessages({
  f_name: 'name is required',
  l_name: 'last name required',
  phone: 'phone number required',
  email: 'Email is required',
  password: 'Password is required',
});

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.auth;

  app.post('/auth/sign-up', {
    schema: {
      tags: ['auth'],
      summary: 'Create an account and sign in',
      description: 'Answers a bearer token and the customer. 409 when the email or phone is taken; 429 after too many attempts.',
      body: AuthSignUp,
      response: { 200: AuthSession, ...failures },
    },
    schemaErrorFormatter: profileTexts,
  }, (request) => service.signUp(request.body, request.ip));

  app.post('/auth/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email or phone and password',
      description: 'email_or_phone, email or phone names the account. "Invalid credentials." for an unknown account and a wrong password alike; '
        + '429 after 5 failures for one account (or 20 from one address) within 15 minutes.',
      body: AuthLogin,
      response: { 200: AuthSession, ...failures },
    },
    schemaErrorFormatter: profileTexts,
  }, (request) => service.login(request.body, request.ip));

  app.post('/auth/social-login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with a Google ID token',
      description: 'The account is found by the Google account id, or by its verified email. '
        + 'An unknown Google account answers 404 not_found "Account not found. Please sign up." (then call social-register).',
      body: AuthSocialLogin,
      response: { 200: AuthSession, 404: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope, ...failures },
    },
  }, (request) => service.socialLogin(request.body));

  app.post('/auth/social-register', {
    schema: {
      tags: ['auth'],
      summary: 'Create an account from a Google ID token and sign in',
      body: AuthSocialRegister,
      response: { 200: AuthSession, 502: ErrorEnvelope, 503: ErrorEnvelope, ...failures },
    },
    schemaErrorFormatter: profileTexts,
  }, (request) => service.socialRegister(request.body, request.ip));

  app.post('/auth/send-otp', {
    schema: {
      tags: ['auth'],
      summary: 'Text a one-time code to an account\'s phone, for auth/verify-phone',
      description: 'The code lasts 5 minutes. The same answer whether or not an account has the phone. '
        + '503 in production while no SMS provider is configured.',
      body: AuthSendOtp,
      response: { 200: AuthOtpSent, 502: ErrorEnvelope, 503: ErrorEnvelope, ...failures },
    },
    schemaErrorFormatter: profileTexts,
  }, (request) => service.sendCode(request.body, request.ip, request.log));

  app.post('/auth/verify-phone', {
    schema: {
      tags: ['auth'],
      summary: 'Check a one-time code: marks the phone verified and signs in',
      description: '422 for a wrong or expired code; after 5 wrong codes, 429 and the code is spent.',
      body: AuthVerifyPhone,
      response: { 200: AuthSession, ...failures },
    },
    schemaErrorFormatter: profileTexts,
  }, (request) => service.verifyPhone(request.body));

  app.post('/auth/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Revoke the bearer token of this request',
      security: [{ bearer: [] }],
      response: { 200: Message, 401: ErrorEnvelope },
    },
  }, async (request) => {
    await service.logout(await request.customer());
    return { message: 'Logout successful.' };
  });
};
