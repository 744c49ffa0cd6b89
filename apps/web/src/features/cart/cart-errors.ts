import i18n from 'i18next';
import { toast } from '@storefront/ui/toast';
import { ApiError } from '@/lib/api-client';

/** The 409 of an item from another store than the cart's: the clear-cart confirm answers it. */
export const isDifferentStore = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.errors.some((e) => e.code === 'different_store');

/** The server's messages of a failed change, or the generic one. */
export const errorMessages = (error: unknown): string[] =>
  error instanceof ApiError && error.errors.length > 0 ? error.errors.map((e) => e.message) : [i18n.t('errors.generic')];

/** Cart mutations are silent; outside the popup their errors toast, each message once. */
export const toastErrors = (error: unknown) => errorMessages(error).forEach((message) => toast.error(message));
