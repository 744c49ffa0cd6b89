import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  AuthForgotPassword, AuthLogin, AuthOtpSent, AuthResetCodeSent, AuthResetPassword, AuthSendOtp, AuthSession, AuthSignUp, AuthSocialLogin,
  AuthSocialRegister, AuthVerificationNeeded, AuthVerifyPhone, AuthVerifyResetToken, ErrorEnvelope, Message,
} from '@storefront/contract';
import { fieldMessages } from '../../lib/field-messages.js';
import { customerOnly } from '../../lib/route-security.js';

const failures = { 400: ErrorEnvelope, 401: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, 429: ErrorEnvelope };

/** The texts for a missing name, phone or email. */
const profileTexts = fieldMessages({
  f_name: 'name is required',
  l_name: 'last name required',
  phone: 'phone number required',
  email: 'Email is required',
  password: 'Password is required',
});

/** A session answers 200; a texted code to confirm the phone first answers 202. */
function answer(reply: FastifyReply, result: AuthSession | AuthVerificationNeeded) {
  if ('verification' in result) reply.code(202);
  return result;
}

const verificationText = ' While the business setting customer_verification is on and the account\'s phone is unverified, '
  + 'a code is texted to it and the answer is 202 without a token: finish with auth/verify-phone.';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.services.auth;
  const reset = app.services.passwordReset;

  app.post('/auth/sign-up', {
    schema: {
      tags: ['auth'],
      summary: 'Create an account and sign in',
      description: `Answers a bearer token and the customer. 409 when the email or phone is taken; 429 after too many attempts.${verificationText}`,
      body: AuthSignUp,
      response: { 200: AuthSession, 202: AuthVerificationNeeded, 503: ErrorEnvelope, ...failures },
    },
    schemaErrorFormatter: profileTexts,
  }, async (request, reply) => answer(reply, await service.signUp(request.body, request.ip, request.log)));

  app.post('/auth/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email or phone and password',
      description: 'email_or_phone, email or phone names the account. "Invalid credentials." for an unknown account and a wrong password alike; '
        + '429 after 5 failures for one account from one address, for 1 minute, then 2, 4, 8 and at most 15 after each further failure; '
        + 'from an address that has not signed in to the account within 30 days, also after 100 failures for the account from anywhere, '
        + `or 20 from the address, within 15 minutes. failed_attempts tells the wrong passwords since the previous sign-in.${verificationText} `
        + 'Past the code-request limit no new code is texted, yet the answer is the same 202.',
      body: AuthLogin,
      response: { 200: AuthSession, 202: AuthVerificationNeeded, 503: ErrorEnvelope, ...failures },
    },
    schemaErrorFormatter: profileTexts,
  }, async (request, reply) => answer(reply, await service.login(request.body, request.ip, request.log)));

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
      description: '422 for a wrong or expired code; at 5 wrong codes, 429 and the code is spent. '
        + '429 also after 20 attempts from one address within 15 minutes.',
      body: AuthVerifyPhone,
      response: { 200: AuthSession, ...failures },
    },
    schemaErrorFormatter: profileTexts,
  }, (request) => service.verifyPhone(request.body, request.ip));

  app.post('/auth/forgot-password', {
    schema: {
      tags: ['auth'],
      summary: 'Send a password-reset code to an account\'s email (by mail) or phone (by SMS)',
      description: 'The code lasts 10 minutes and replaces any earlier one. The same answer whether or not an active account '
        + 'with a password matches; 429 after too many requests for one email or phone, or from one address.',
      body: AuthForgotPassword,
      response: { 200: AuthResetCodeSent, 502: ErrorEnvelope, 503: ErrorEnvelope, ...failures },
    },
  }, (request) => reset.requestCode(request.body, request.ip, request.log));

  app.post('/auth/verify-token', {
    schema: {
      tags: ['auth'],
      summary: 'Check a password-reset code without spending it',
      description: '422 for a wrong or expired code (a wrong one counts); at 5 wrong codes, 429 and the code is spent. '
        + '429 also after 20 code attempts (reset and phone codes together) from one address within 15 minutes.',
      body: AuthVerifyResetToken,
      response: { 200: Message, ...failures },
    },
  }, (request) => reset.verifyCode(request.body, request.ip));

  app.put('/auth/reset-password', {
    schema: {
      tags: ['auth'],
      summary: 'Spend a password-reset code on a new password',
      description: 'Checks the code as auth/verify-token does and the password as sign-up does (400 field errors keep the code), '
        + 'then sets the password, spends the code, signs every device out and marks the email or phone the code went to verified.',
      body: AuthResetPassword,
      response: { 200: Message, ...failures },
    },
  }, (request) => reset.resetPassword(request.body, request.ip));

  app.post('/auth/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Revoke the bearer token of this request',
      security: customerOnly,
      response: { 200: Message, 401: ErrorEnvelope },
    },
  }, async (request) => {
    await service.logout(await request.customer());
    return { message: 'Logout successful.' };
  });
};
