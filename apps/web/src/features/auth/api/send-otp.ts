import { useMutation } from '@tanstack/react-query';
import type { AuthOtpSent, AuthSendOtp } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** Texts a new verification code to the phone (the resend of the phone verification step). */
export const sendOtp = (body: AuthSendOtp) => api.post<AuthOtpSent>('auth/send-otp', body, { silent: true });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
