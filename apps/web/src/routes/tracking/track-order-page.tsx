import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import type { TrackOrderHandOver } from '@/features/checkout/components/order-success-dialog';
import { dialCode } from '@/features/checkout/dial-code';
import { useConfig, useMapTiles } from '@/features/config/api/get-config';
import { OrderRatePrompt } from '@/features/reviews/components/order-rate-prompt';
import { OrderTrackingDrawer } from '@/features/orders/components/order-tracking-drawer';
import { TrackOrderForm, type TrackRequest } from '@/features/orders/components/track-order-form';
import { useToken } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';

/**
 * /track-order: an order id (and a guest's phone) opens the tracking drawer. A link with ?order_id=
 * opens a signed-in customer's order at once; the guest success dialog hands the phone just given over in
 * history state, so a guest's order opens at once too.
 */
export function TrackOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const handedPhone = (useLocation().state as Partial<TrackOrderHandOver> | null)?.contactNumber ?? '';
  const { data: config } = useConfig();
  const signedIn = Boolean(useToken());
  const guestId = useStoredItem(STORAGE_KEYS.guestId);
  const initialOrderId = params.get('order_id')?.trim() ?? '';
  // A link with an order id opens it at once for a signed-in customer (known by the token), and for a guest
  // whose phone came with it; anyone else is asked for the phone first.
  const [request, setRequest] = useState<TrackRequest | null>(() => {
    if (!/^\d+$/.test(initialOrderId)) return null;
    if (signedIn) return { orderId: Number(initialOrderId) };
    return handedPhone ? { orderId: Number(initialOrderId), guest: { guestId: guestId ?? '', contactNumber: handedPhone } } : null;
  });
  const code = dialCode(config?.country);
  const mapTiles = useMapTiles();

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <PageHeader title={t('pages.track_order')} subtitle={t(signedIn ? 'tracking.subtitle' : 'tracking.guest_subtitle')} />
      <div className="rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-6">
        {/* A new link or the country's dial code arriving starts the form afresh. */}
        <TrackOrderForm key={`${initialOrderId}|${code}`} initialOrderId={initialOrderId} initialPhone={handedPhone} dialCode={code} onTrack={setRequest} />
      </div>
      <OrderTrackingDrawer
        orderId={request?.orderId ?? null}
        guest={request?.guest}
        mapTiles={mapTiles}
        onClose={() => setRequest(null)}
        ratePrompt={request && signedIn && !request.guest && <OrderRatePrompt orderId={request.orderId} />}
      />
    </div>
  );
}
