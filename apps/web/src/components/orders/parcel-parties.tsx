import { useTranslation } from 'react-i18next';
import { hasImage, type ParcelInfo, type ParcelParty } from '@storefront/contract';
import { PhoneIcon, PinIcon, TruckIcon, UserIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { Party } from './party';

/** The tracking drawer of a parcel: what is sent, from whom to whom, who pays, and the courier's instruction. */
export function ParcelParties({ parcel }: { parcel: ParcelInfo }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="track-parcel">
      <div className="flex items-center gap-3 rounded-2xl bg-surface-2 p-3 text-sm">
        <span className="grid size-11 shrink-0 place-items-center overflow-hidden rounded-xl bg-surface">
          {hasImage(parcel.category.image_full_url) ? <Image src={parcel.category.image_full_url} alt="" className="size-9 object-contain" /> : <TruckIcon className="size-5 text-brand-600" />}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{t('tracking.parcel_category')}</p>
          <p className="truncate font-semibold">{parcel.category.name}</p>
        </div>
        <div className="text-end">
          <p className="text-xs text-muted">{t('tracking.charge_payer')}</p>
          <p data-testid="track-charge-payer" className="font-semibold">{t(`tracking.payer_${parcel.charge_payer}`)}</p>
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Party testId="track-sender" icon={<UserIcon className="size-4" />} label={t('tracking.sender')}>
          <PartyLines party={parcel.sender} />
        </Party>
        <Party testId="track-receiver" icon={<PinIcon className="size-4" />} label={t('tracking.receiver')}>
          <PartyLines party={parcel.receiver} />
        </Party>
      </dl>
      {parcel.delivery_instruction && (
        <p className="rounded-2xl border border-line p-3 text-sm">
          <span className="block text-xs font-semibold text-muted">{t('tracking.instruction')}</span>
          {parcel.delivery_instruction}
        </p>
      )}
    </div>
  );
}

function PartyLines({ party }: { party: ParcelParty }) {
  const { t } = useTranslation();
  const details = [party.road, party.house, party.floor].filter(Boolean).join(', ');
  return (
    <>
      <p className="font-semibold">{party.contact_person_name}</p>
      <a
        href={`tel:${party.contact_person_number}`}
        dir="ltr"
        aria-label={t('tracking.call', { name: party.contact_person_name })}
        className="flex items-center gap-1 font-medium text-brand-700 hover:underline rtl:justify-end dark:text-brand-400"
      >
        <PhoneIcon className="size-3.5 shrink-0" />
        {party.contact_person_number}
      </a>
      <p className="text-muted break-words">{party.address}</p>
      {details && <p className="text-xs text-muted">{details}</p>}
    </>
  );
}
