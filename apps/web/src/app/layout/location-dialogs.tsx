import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog } from '@storefront/ui/dialog';
import { useConfig } from '@/features/config/api/get-config';
import { LocationPrompt } from '@/features/location/components/location-prompt';
import { reloadPage } from '@/lib/browser';
import { closeLocationRequest, openLocationPicker, useLocationRequest } from '@/lib/location-request';

// Loaded on first use, so pages that never open them do not download them.
const LocationPicker = lazy(async () => ({
  default: (await import('@/features/location/components/location-picker')).LocationPicker,
}));
const ModuleChooser = lazy(async () => ({
  default: (await import('@/features/modules/components/module-chooser')).ModuleChooser,
}));

interface FollowUp {
  zoneId: string;
  /** The location changed while browsing /home: reload so every list is fetched for the new zone. */
  reload: boolean;
}

/**
 * The one location picker and prompt of the app, opened from anywhere through lib/location-request,
 * and the module choice that follows a new location. It joins the location and module
 * features, which may not import each other.
 */
export function LocationDialogs() {
  const { t } = useTranslation();
  const request = useLocationRequest();
  const config = useConfig().data;
  const { pathname } = useLocation();
  const [followUp, setFollowUp] = useState<FollowUp | null>(null);

  const finish = (current: FollowUp) => {
    setFollowUp(null);
    // The module's success message is shown again after the reload.
    if (current.reload) reloadPage({ keepToasts: true });
  };

  return (
    <>
      <LocationPrompt
        open={request.view === 'prompt'}
        onClose={closeLocationRequest}
        onPickFromMap={() => openLocationPicker()}
      />
      {request.view === 'picker' && (
        <Suspense>
          <LocationPicker
            key={request.id}
            options={request.options}
            settings={
              config && { defaultCenter: config.default_location, tileUrl: config.map_tile_url, attribution: config.map_attribution }
            }
            onClose={closeLocationRequest}
            onContinue={(location, { replaced }) => {
              closeLocationRequest();
              setFollowUp({ zoneId: location.zoneId, reload: replaced && pathname === '/home' });
            }}
          />
        </Suspense>
      )}
      {followUp && (
        <Dialog
          open
          onClose={() => finish(followUp)}
          title={t('location.follow_up_title')}
          description={t('location.follow_up_description')}
          widthClass="max-w-3xl"
          data-testid="module-follow-up"
        >
          <div className="mt-5">
            <Suspense>
              <ModuleChooser zoneId={followUp.zoneId} layout="dialog" reselect onSelected={() => finish(followUp)} />
            </Suspense>
          </div>
        </Dialog>
      )}
    </>
  );
}
