import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PRESCRIPTION_IMAGES, type OrderPlaced } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { CameraIcon, CloseIcon } from '@storefront/ui/icons';
import { usePlacePrescription } from '../api/place-prescription';
import type { DeliveryTarget, GuestContact } from '../checkout-body';
import { Section } from './section';

const MAX_BYTES = 2 * 1024 * 1024;

export interface PrescriptionCardProps {
  storeId: number;
  address: DeliveryTarget | null;
  contact: GuestContact | null;
  guestId: string | null;
  note: string;
  onPlaced: (placed: OrderPlaced, contactNumber?: string) => void;
}

/** A prescription order: up to 3 photos of at most 2 MB for the pharmacy to price. */
export function PrescriptionCard({ storeId, address, contact, guestId, note, onPlaced }: PrescriptionCardProps) {
  const { t } = useTranslation();
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const place = usePlacePrescription();

  const add = (files: FileList | null) => {
    const next = [...images, ...Array.from(files ?? [])];
    if (next.length > MAX_PRESCRIPTION_IMAGES) return setProblem(t('checkout.prescription_too_many'));
    if (next.some((f) => f.size > MAX_BYTES)) return setProblem(t('checkout.prescription_too_large'));
    setProblem(undefined);
    setImages(next);
  };
  const send = () => {
    if (images.length === 0) return setProblem(t('checkout.prescription_none'));
    if (!address) return setProblem(t('checkout.no_address'));
    if (guestId && !contact) return setProblem(t('checkout.no_contact'));
    const fields = {
      store_id: storeId, address: address.address, latitude: address.latitude, longitude: address.longitude, order_note: note.trim(),
      guest_id: guestId ?? undefined, contact_person_name: contact?.contact_person_name, contact_person_number: contact?.contact_person_number,
    };
    place.mutate({ fields, images }, { onSuccess: (placed) => onPlaced(placed, contact?.contact_person_number) });
  };

  return (
    <Section title={t('checkout.prescription_title')} testId="prescription">
      <p className="mb-3 text-sm text-muted">{t('checkout.prescription_hint')}</p>
      <ul className="mb-3 flex flex-wrap gap-2">
        {images.map((image, index) => (
          <li key={`${image.name}-${index}`} className="flex items-center gap-1 rounded-lg bg-surface-2 px-2 py-1 text-xs">
            <span className="max-w-40 truncate">{image.name}</span>
            <button type="button" aria-label={t('checkout.prescription_remove', { name: image.name })} onClick={() => setImages(images.filter((_, i) => i !== index))}>
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <label className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-semibold hover:bg-surface-2 focus-within:ring-2 focus-within:ring-brand-500">
          <CameraIcon className="size-4" />
          {t('checkout.prescription_add')}
          <input type="file" accept="image/png,image/jpeg,image/gif" multiple className="sr-only" onChange={(e) => { add(e.target.files); e.target.value = ''; }} />
        </label>
        <Button size="sm" disabled={place.isPending} onClick={send}>
          {t('checkout.prescription_send')}
        </Button>
      </div>
      {problem && <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400"><bdi>{problem}</bdi></p>}
    </Section>
  );
}
