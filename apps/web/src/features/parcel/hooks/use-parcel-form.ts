import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChargePayer, OrderPlaced } from '@storefront/contract';
import { errorMessage } from '@/lib/api-client';
import { usePlaceParcel } from '../api/place-parcel';
import { useParcelPreview } from '../api/preview-parcel';
import { checkParty, emptyParty, parcelBody, payerMethods, type PartyErrors, type PartyValues, type ParcelPaymentMethod } from '../parcel-order';

export interface ParcelFormOptions {
  categoryId: number;
  dialCode: string;
  /** The sender as far as known: the current location, the customer's name and phone. */
  senderStart: Partial<PartyValues>;
  /** The methods config and zone allow the sender. */
  senderMethods: readonly string[];
  guestId: string | null;
  onPlaced: (placed: OrderPlaced) => void;
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The parcel form's two parties, the payer's choices, the server's quote and Place order. */
export function useParcelForm({ categoryId, dialCode, senderStart, senderMethods, guestId, onPlaced }: ParcelFormOptions) {
  const { t } = useTranslation();
  const [sender, setSender] = useState(() => emptyParty(dialCode, senderStart));
  const [receiver, setReceiver] = useState(() => emptyParty(dialCode));
  const [payer, setPayerState] = useState<ChargePayer>('sender');
  const [chosenMethod, setMethod] = useState<ParcelPaymentMethod | null>(null);
  const [instruction, setInstruction] = useState('');
  const [tips, setTips] = useState(0);
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string>();
  const key = useRef<string | null>(null);
  const place = usePlaceParcel();

  const methods = payerMethods(payer, senderMethods);
  const paymentMethod = chosenMethod && methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? null);
  const body = parcelBody({ categoryId, sender, receiver, payer, paymentMethod, instruction, tips }, dialCode, guestId);
  const preview = useParcelPreview(body);
  const shown = (party: PartyValues): PartyErrors =>
    checked ? Object.fromEntries(Object.entries(checkParty(party, dialCode)).map(([name, key]) => [name, t(key)])) : {};
  const touch = <T,>(apply: (value: T) => void) => (value: T) => {
    apply(value);
    setProblem(undefined);
  };

  const submit = () => {
    setChecked(true);
    if (!body) {
      const incomplete = Object.keys(checkParty(sender, dialCode)).length + Object.keys(checkParty(receiver, dialCode)).length > 0;
      return setProblem(incomplete ? t('parcel.fix_fields') : t('parcel.no_payment_method'));
    }
    place.mutate(
      { body, idempotencyKey: (key.current ??= newKey()) },
      {
        onSuccess: (placed) => {
          key.current = null;
          if (placed.payment_url) return window.location.assign(placed.payment_url);
          onPlaced(placed);
        },
        onError: (error) => setProblem(errorMessage(error) ?? t('errors.generic')),
      },
    );
  };

  return {
    sender, receiver, senderErrors: shown(sender), receiverErrors: shown(receiver), payer, methods, paymentMethod, instruction, tips, problem,
    setSender: touch((next: Partial<PartyValues>) => setSender((current) => ({ ...current, ...next }))),
    setReceiver: touch((next: Partial<PartyValues>) => setReceiver((current) => ({ ...current, ...next }))),
    setPayer: touch(setPayerState),
    setMethod: touch(setMethod),
    setInstruction,
    setTips: touch(setTips),
    quote: preview.quote,
    quoteLoading: preview.loading,
    quoteProblem: preview.error ? (errorMessage(preview.error) ?? t('errors.generic')) : undefined,
    busy: place.isPending,
    submit,
  };
}
