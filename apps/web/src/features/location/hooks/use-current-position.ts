import { useCallback, useState } from 'react';
import type { LatLng } from '@/lib/session';
import { GEOLOCATION_OPTIONS } from '../constants';

/** The browser's position on request; `denied` turns true when it is refused or fails. */
export function useCurrentPosition(onPosition: (latLng: LatLng) => void) {
  const [locating, setLocating] = useState(false);
  const [denied, setDenied] = useState(false);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setDenied(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPosition({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setDenied(true);
      },
      GEOLOCATION_OPTIONS,
    );
  }, [onPosition]);

  return { locate, locating, denied, dismissDenied: () => setDenied(false) };
}
