import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';
import { TextField } from '@storefront/ui/form/text-field';
import { foundErrors, hasErrors } from '@/lib/form-errors';
import { useToken } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';
import { useForm } from '@/lib/use-form';
import type { GuestTrackCredentials } from '../api/get-order-track';
import { contactNumber, isEmptyContact } from '../contact-number';

export interface TrackRequest {
  orderId: number;
  /** A guest's proof, or the phone a signed-in customer added (a parcel sent to them); none: the token alone. */
  guest?: GuestTrackCredentials;
}

export interface TrackOrderFormProps {
  onTrack: (request: TrackRequest) => void;
  initialOrderId?: string;
  /** The phone a guest just gave at checkout; else the field starts with the dial code. */
  initialPhone?: string;
  /** The business country's dial code the phone starts with (guest phone defaults to the config country). */
  dialCode?: string;
  /** One row, for a box embedded in another page (the parcel tracking box). */
  compact?: boolean;
}

type Field = 'order_id' | 'phone';

/**
 * An order id, and for guests the phone given at checkout. Signed-in customers are known by their
 * token; they may add a phone too, which opens a parcel someone else sent them (the server's rule for guests).
 */
export function TrackOrderForm({ onTrack, initialOrderId = '', initialPhone = '', dialCode = '', compact = false }: TrackOrderFormProps) {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  const guestId = useStoredItem(STORAGE_KEYS.guestId);
  const { values, field, showErrors, setErrors, formRef } = useForm<Field>({ order_id: initialOrderId, phone: initialPhone || dialCode || '+' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const orderId = values.order_id.trim();
    const errors = foundErrors<Field>({
      order_id: !orderId ? 'tracking.errors.need_order_id' : /^\d+$/.test(orderId) && Number(orderId) > 0 ? null : 'tracking.errors.invalid_order_id',
      phone: !signedIn && isEmptyContact(values.phone, dialCode) ? 'tracking.errors.need_contact' : null,
    });
    if (hasErrors(errors)) return showErrors(Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, t(key)])));
    setErrors({});
    const withPhone = !signedIn || !isEmptyContact(values.phone, dialCode);
    onTrack({
      orderId: Number(orderId),
      ...(withPhone ? { guest: { guestId: guestId ?? '', contactNumber: contactNumber(values.phone, dialCode) } } : {}),
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('pages.track_order')}
      className={cn('grid gap-3', compact && 'sm:grid-cols-[1fr_1fr_auto] sm:items-start')}
    >
      <TextField
        label={t('tracking.order_id')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('tracking.order_id_placeholder')}
        {...field('order_id')}
      />
      <TextField
        label={t(signedIn ? 'tracking.phone_optional' : 'tracking.phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        hint={signedIn ? t('tracking.phone_optional_hint') : compact ? undefined : t('tracking.phone_hint')}
        {...field('phone')}
      />
      <Button type="submit" size="lg" className={cn(compact ? 'sm:mt-[1.625rem]' : 'mt-2 w-full')}>
        {t('tracking.submit')}
      </Button>
    </form>
  );
}
