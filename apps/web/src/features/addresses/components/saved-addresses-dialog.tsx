import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { PlusIcon } from '@storefront/ui/icons';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { useAddresses } from '../api/get-addresses';
import type { AddressPoint } from '../guest-address';
import { AddressModal } from './address-modal';
import { SavedAddressList } from './saved-address-list';

export interface SavedAddressesDialogProps {
  signedIn: boolean;
  contact?: { name: string; phone: string };
  renderMap: (props: PointPickerProps) => ReactNode;
  onClose: () => void;
  /** The chosen address; the caller decides what selecting means (the app: the delivery location). */
  onSelect: (address: AddressPoint) => void;
}

/** Saved Addresses: pick one of the saved addresses, or add one; guests are asked to sign in. */
export function SavedAddressesDialog({ signedIn, contact, renderMap, onClose, onSelect }: SavedAddressesDialogProps) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const selected = addresses.data?.find((address) => address.id === selectedId);

  const select = (address: AddressPoint) => {
    onSelect(address);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} title={t('addresses.saved_addresses')} widthClass="max-w-[458px]" data-testid="saved-addresses">
      {signedIn ? (
        <>
          <SavedAddressList query={addresses} selectedId={selectedId} onSelect={setSelectedId} />
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            <PlusIcon className="size-4" />
            {t('addresses.add_new')}
          </button>
        </>
      ) : (
        <div className="mt-4 rounded-xl bg-surface-2 p-4 text-sm">
          <p>{t('addresses.guest_text')}</p>
          <Link to="/auth/sign-in" onClick={onClose} className={buttonClasses('primary', 'sm', 'mt-3')}>
            {t('auth.sign_in')}
          </Link>
        </div>
      )}
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button disabled={!selected} onClick={() => selected && select(selected)}>
          {t('addresses.select')}
        </Button>
      </div>
      {adding && (
        <AddressModal
          signedIn={signedIn}
          contact={contact}
          renderMap={renderMap}
          onClose={() => setAdding(false)}
          // A saved address joins the list, chosen; an unsaved one is used right away.
          onSaved={(address) => ('id' in address ? setSelectedId(address.id) : select(address))}
        />
      )}
    </Dialog>
  );
}
