import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderPlaced, ParcelCategory } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { HomeIcon } from '@storefront/ui/icons';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { useParcelForm } from '../hooks/use-parcel-form';
import type { PartyValues } from '../parcel-order';
import { PartySection } from './party-section';
import { ParcelSummary } from './parcel-summary';

/** A saved address as the address feature answers it. */
export type SavedPoint = { address: string; latitude: number; longitude: number } & Partial<
  Record<'contact_person_name' | 'contact_person_number' | 'house' | 'floor' | 'road', string | null>
>;

export interface ParcelSendFormProps {
  category: ParcelCategory;
  dialCode: string;
  senderStart: Partial<PartyValues>;
  senderMethods: readonly string[];
  guestId: string | null;
  renderMap: (props: PointPickerProps) => ReactNode;
  /** The checkout's tip chips, given by the page; absent when tips are off. */
  renderTips?: (value: number, onChange: (tip: number) => void) => ReactNode;
  /** Signed in: opens the customer's saved addresses for the sender. */
  chooseSaved?: (onPick: (address: SavedPoint) => void) => void;
  onPlaced: (placed: OrderPlaced) => void;
}

const fromSaved = (a: SavedPoint): Partial<PartyValues> => ({
  address: a.address,
  point: { lat: a.latitude, lng: a.longitude },
  ...(a.contact_person_name ? { contact_person_name: a.contact_person_name } : {}),
  ...(a.contact_person_number ? { contact_person_number: a.contact_person_number } : {}),
  house: a.house ?? '',
  floor: a.floor ?? '',
  road: a.road ?? '',
});

/** /parcel-delivery-info: the sender, the receiver, then the summary with Place order. */
export function ParcelSendForm(props: ParcelSendFormProps) {
  const { t } = useTranslation();
  const f = useParcelForm({ ...props, categoryId: props.category.id });
  const [senderMap, setSenderMap] = useState(0);
  const { chooseSaved } = props;
  const savedAction = chooseSaved && (
    <Button
      variant="outline"
      size="sm"
      onClick={() =>
        chooseSaved((address) => {
          f.setSender(fromSaved(address));
          setSenderMap((n) => n + 1);
        })
      }
    >
      <HomeIcon className="size-4" />
      {t('parcel.saved_addresses')}
    </Button>
  );
  return (
    <div className="grid min-w-0 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-4">
        <PartySection
          step={1}
          title={t('parcel.sender')}
          testId="parcel-sender"
          values={f.sender}
          errors={f.senderErrors}
          onChange={f.setSender}
          renderMap={props.renderMap}
          mapKey={senderMap}
          action={savedAction}
        />
        <PartySection
          step={2}
          title={t('parcel.receiver')}
          testId="parcel-receiver"
          values={f.receiver}
          errors={f.receiverErrors}
          onChange={f.setReceiver}
          renderMap={props.renderMap}
          mapKey={0}
        />
      </div>
      <ParcelSummary
        category={props.category}
        quote={f.quote}
        quoteLoading={f.quoteLoading}
        quoteProblem={f.quoteProblem}
        payer={f.payer}
        onPayerChange={f.setPayer}
        methods={f.methods}
        method={f.paymentMethod}
        onMethodChange={f.setMethod}
        instruction={f.instruction}
        onInstructionChange={f.setInstruction}
        tips={props.renderTips?.(f.tips, f.setTips)}
        busy={f.busy}
        problem={f.problem}
        onPlace={f.submit}
      />
    </div>
  );
}
