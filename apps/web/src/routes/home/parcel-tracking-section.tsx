import { dialCode } from '@/features/checkout/dial-code';
import { useConfig, useMapTiles } from '@/features/config/api/get-config';
import { ParcelTrackingBox } from '@/features/orders/components/parcel-tracking-box';

/** The parcel tracking box on the parcel home: an order id (and a guest's phone) opens the tracking drawer. */
export function ParcelTrackingSection() {
  const { data: config } = useConfig();
  const mapTiles = useMapTiles();
  return (
    <div data-testid="home-section-parcel_tracking" className="max-w-xl">
      <ParcelTrackingBox key={config?.country ?? ''} dialCode={dialCode(config?.country)} mapTiles={mapTiles} />
    </div>
  );
}
