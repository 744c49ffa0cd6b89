import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@storefront/ui/button';
import { ChevronEndIcon, MapIcon, PinIcon } from '@storefront/ui/icons';
import { LocationSearch } from '@/features/location/components/location-search';
import { openLocationPicker } from '@/lib/location-request';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';

/** The hero's way in: search an address or pick it on the map; with a saved one, go explore. */
export function LandingLocation() {
  const { t } = useTranslation();
  const zoneId = useStoredItem(STORAGE_KEYS.zoneId);
  const address = useStoredItem(STORAGE_KEYS.location);
  const saved = Boolean(zoneId && address);

  return (
    <div className="w-full max-w-2xl">
      <p className="mb-2.5 text-sm font-semibold text-white/90">{t('landing.location_title')}</p>
      <div className="flex flex-col gap-2 rounded-2xl bg-surface p-2 shadow-2xl shadow-black/20 sm:flex-row">
        <LocationSearch
          variant="hero"
          className="flex-1"
          onSelect={(prediction) => openLocationPicker({ place: { placeId: prediction.place_id, description: prediction.description } })}
        />
        <Button data-testid="pick-from-map" size="lg" className="h-14 rounded-xl px-5" onClick={() => openLocationPicker()}>
          <MapIcon className="size-5" />
          {t('location.pick_from_map')}
        </Button>
      </div>
      {saved && (
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
          <p className="flex min-w-0 items-center gap-2 text-sm text-white/90">
            <PinIcon className="size-4 shrink-0" />
            <span className="truncate">{t('landing.delivering_to', { address })}</span>
          </p>
          <Link to="/home" className={buttonClasses('light', 'md')}>
            {t('landing.explore')}
            <ChevronEndIcon />
          </Link>
        </div>
      )}
    </div>
  );
}
