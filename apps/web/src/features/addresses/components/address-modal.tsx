import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerAddress } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { foundErrors, hasErrors, serverFieldErrors } from '@/lib/form-errors';
import type { DeliveryLocation } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { ADDRESS_FIELDS, checkAddress, initialValues, toInput, typeOf, type AddressField } from '../address-form';
import { useSaveAddress } from '../api/save-address';
import { saveGuestAddress, type LocalAddress } from '../guest-address';
import { ExtraDetails } from './extra-details';
import { LabelPicker } from './label-picker';

export interface AddressModalProps {
  /** Edit this saved address; absent to add one. */
  address?: CustomerAddress;
  signedIn: boolean;
  /** The customer's name and phone, to start a new address with. */
  contact?: { name: string; phone: string };
  /** The location feature's map, given by the app (features do not import each other). */
  renderMap: (props: PointPickerProps) => ReactNode;
  onClose: () => void;
  onSaved?: (address: CustomerAddress | LocalAddress) => void;
}

const zoneIdsOf = (point: DeliveryLocation): number[] => {
  const ids: unknown = JSON.parse(point.zoneId);
  return Array.isArray(ids) ? ids.map(Number) : [Number(ids)];
};

/**
 * The add and edit address modal. Signed in, it creates or updates the saved address;
 * a guest's address (or one the customer chose not to save) stays on the device.
 */
export function AddressModal({ address, signedIn, contact, renderMap, onClose, onSaved }: AddressModalProps) {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const editing = address !== undefined;
  const [type, setType] = useState(() => typeOf(address).type);
  const [point, setPoint] = useState<DeliveryLocation | null>(null);
  const [pointMissing, setPointMissing] = useState(false);
  const [keep, setKeep] = useState(true);
  const [start] = useState(() => address && { latLng: { lat: address.latitude, lng: address.longitude }, address: address.address });
  const { values, setValues, showErrors, field, formRef } = useForm<AddressField>(initialValues(address, contact));

  const onPoint = (location: DeliveryLocation | null) => {
    setPoint(location);
    if (!location) return;
    setPointMissing(false);
    // The address follows the map; the customer may still refine it.
    setValues((current) => ({ ...current, address: location.address }));
  };

  const finish = (saved: CustomerAddress | LocalAddress) => {
    onSaved?.(saved);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = foundErrors(Object.fromEntries(Object.entries(checkAddress(values)).map(([name, key]) => [name, key && t(key)])));
    setPointMissing(!point);
    if (hasErrors(found) || !point) return showErrors(found);
    const input = toInput(values, type, point);
    if (!signedIn || (!editing && !keep)) {
      const local = { ...input, zone_ids: zoneIdsOf(point) };
      if (!signedIn) saveGuestAddress(local);
      return finish(local);
    }
    save.mutate(
      { id: address?.id, input },
      {
        onSuccess: ({ address: saved }) => {
          toast.success(t(editing ? 'addresses.updated' : 'addresses.added'));
          finish(saved);
        },
        onError: (error) => showErrors(serverFieldErrors(error, ADDRESS_FIELDS)),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t(editing ? 'addresses.edit_title' : 'addresses.add_title')} widthClass="max-w-xl" data-testid="address-modal">
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 space-y-4">
        {renderMap({ start, onChange: onPoint })}
        {pointMissing && !point && (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {t('addresses.errors.point_required')}
          </p>
        )}
        <LabelPicker value={type} onChange={setType} />
        {type === 'other' && <TextField label={t('addresses.custom_label')} placeholder={t('addresses.custom_label_placeholder')} {...field('address_label')} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('addresses.contact_person_name')} autoComplete="name" {...field('contact_person_name')} />
          <TextField label={t('addresses.contact_person_number')} type="tel" dir="ltr" autoComplete="tel" {...field('contact_person_number')} />
        </div>
        <TextField label={t('addresses.address')} autoComplete="street-address" {...field('address')} />
        <ExtraDetails field={field} saveOption={signedIn && !editing ? { checked: keep, onChange: setKeep } : undefined} />
        <div className="grid grid-cols-2 gap-3 pt-1">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner className="size-4.5" />}
            {t('addresses.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
