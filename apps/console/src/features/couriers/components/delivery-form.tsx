import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourierTrip } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { PhotoPicker, usePhotoPicker } from '@storefront/ui/form/photo-picker';
import { TextField } from '@storefront/ui/form/text-field';
import { Image } from '@storefront/ui/image';
import { useMoney } from '../../../components/use-money';
import { useAddTripPhoto } from '../api/add-trip-photo';
import { useMoveTrip } from '../api/move-trip';

/**
 * The proof of delivery: the customer's 4-digit code when the business asks for it, the cash
 * collected on a cash order (at least what is due; the server checks both), and a photo at the door if
 * the courier takes one (uploaded first, once: a refused code does not send it again). Once the code is
 * locked (too many wrong tries) only the store or support can open it again, so the form stays shut.
 */
export function DeliveryForm({ trip, onCancel }: { trip: CourierTrip; onCancel: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const move = useMoveTrip(trip.order_id);
  const upload = useAddTripPhoto(trip.order_id);
  const photos = usePhotoPicker(1);
  const [code, setCode] = useState('');
  const [cash, setCash] = useState(String(trip.cash_to_collect));
  const asksCash = trip.cash_to_collect > 0;
  const locked = trip.code_locked;

  const deliver = () =>
    move.mutate({
      step: 'delivered',
      ...(trip.code_required ? { code: code.trim() } : {}),
      ...(asksCash ? { cash_collected: Number(cash.replace(',', '.')) } : {}),
    }, { onSuccess: () => setCode('') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [photo] = photos.files;
    if (!photo) return deliver();
    upload.mutate(photo, {
      onSuccess: () => {
        photos.take().forEach((p) => p.preview && URL.revokeObjectURL(p.preview));
        deliver();
      },
    });
  };
  const failure = upload.error ?? move.error;

  return (
    <form onSubmit={submit} aria-labelledby="delivery-form-title" className="flex flex-col gap-4 rounded-2xl border-2 border-brand-500 bg-surface p-4">
      <h2 id="delivery-form-title" className="text-lg font-bold">{t('couriers.deliver_title')}</h2>
      {locked && <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700 dark:bg-red-950 dark:text-red-300">{t('couriers.code_locked')}</p>}
      {trip.code_required && (
        <TextField
          label={t('couriers.code')} hint={t('couriers.code_hint')} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{4}" maxLength={4} required disabled={locked} dir="ltr"
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        />
      )}
      {asksCash && (
        <TextField
          label={t('couriers.cash_collected')} hint={t('couriers.cash_hint', { amount: money(trip.cash_to_collect) })} value={cash}
          onChange={(e) => setCash(e.target.value)} inputMode="decimal" required disabled={locked} dir="ltr"
        />
      )}
      <div>
        <p className="text-sm font-semibold">{t('couriers.photo')}</p>
        <p className="mb-2 text-xs text-muted">{t('couriers.photo_hint')}</p>
        {trip.delivery_photo && photos.photos.length === 0 ? (
          <Image src={trip.delivery_photo} alt={t('couriers.photo_taken')} className="size-20 rounded-xl border border-line object-cover" />
        ) : (
          <PhotoPicker
            picker={photos} testId="delivery-photo" problemsTestId="delivery-photo-problems" disabled={locked}
            texts={{
              add: t('couriers.photo_add'), remove: (name) => t('couriers.photo_remove', { name }),
              problems: { too_many: t('couriers.photo_too_many'), type: t('couriers.photo_type'), size: t('couriers.photo_size') },
            }}
          />
        )}
      </div>
      {failure && !locked && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">{errorMessage(failure) ?? t('errors.generic')}</p>}
      <div className="flex gap-2">
        <Button variant="ghost" size="lg" onClick={onCancel}>{t('couriers.back')}</Button>
        <Button type="submit" size="lg" className="flex-1" disabled={locked || move.isPending || upload.isPending}>{t('couriers.confirm_delivery')}</Button>
      </div>
    </form>
  );
}
