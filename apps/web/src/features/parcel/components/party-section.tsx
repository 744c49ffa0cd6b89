import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@storefront/ui/form/text-field';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import type { DeliveryLocation } from '@/lib/session';
import type { PartyErrors, PartyValues } from '../parcel-order';
import { ParcelStep } from './parcel-step';

export interface PartySectionProps {
  step: number;
  title: string;
  testId: string;
  values: PartyValues;
  errors: PartyErrors;
  onChange: (next: Partial<PartyValues>) => void;
  /** The location feature's map, given by the page (features do not import each other). */
  renderMap: (props: PointPickerProps) => ReactNode;
  /** Changes when the point is set from outside (a saved address), so the map opens there again. */
  mapKey: number;
  /** E.g. the sender's "Saved addresses" button. */
  action?: ReactNode;
}

/** One end of the ride: the point on the map and its address, who is there, and the optional house, floor and road. */
export function PartySection({ step, title, testId, values, errors, onChange, renderMap, mapKey, action }: PartySectionProps) {
  const { t } = useTranslation();
  const text = (name: 'contact_person_name' | 'contact_person_number' | 'address' | 'house' | 'floor' | 'road') => ({
    name: `${testId}-${name}`,
    value: values[name],
    error: name === 'house' || name === 'floor' || name === 'road' ? undefined : errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const onPoint = (location: DeliveryLocation | null) => {
    if (location) onChange({ point: location.latLng, address: location.address });
  };
  const start = values.point ? { latLng: values.point, address: values.address } : null;
  return (
    <ParcelStep step={step} title={title} testId={testId} action={action}>
      <div className="space-y-4">
        <div key={mapKey}>{renderMap({ start, onChange: onPoint })}</div>
        <TextField label={t('parcel.address')} autoComplete="street-address" {...text('address')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('parcel.name')} autoComplete="name" {...text('contact_person_name')} />
          <TextField label={t('parcel.phone')} type="tel" dir="ltr" autoComplete="tel" {...text('contact_person_number')} />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label={t('parcel.road')} {...text('road')} />
          <TextField label={t('parcel.house')} {...text('house')} />
          <TextField label={t('parcel.floor')} {...text('floor')} />
        </div>
      </div>
    </ParcelStep>
  );
}
