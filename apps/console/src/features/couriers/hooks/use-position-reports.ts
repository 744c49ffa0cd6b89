import { useEffect } from 'react';
import { reportPositions } from '../api/report-positions';
import { PositionBatch, REPORT_EVERY_MS } from '../position-batch';

/**
 * While `active` (the courier is online or carries an order), the phone's position is watched and
 * reported (PositionBatch's pace); a position held back by the pace goes once the pace allows. Without
 * geolocation, or refused, nothing is sent and the app works on without it.
 */
export function usePositionReports(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !navigator.geolocation) return;
    const geolocation = navigator.geolocation;
    const batch = new PositionBatch(reportPositions);
    const watch = geolocation.watchPosition(
      (p) => batch.add({ lat: p.coords.latitude, lng: p.coords.longitude, at: new Date(p.timestamp).toISOString() }),
      () => undefined,
      { enableHighAccuracy: true, maximumAge: REPORT_EVERY_MS },
    );
    return () => {
      geolocation.clearWatch(watch);
      batch.stop();
    };
  }, [active]);
}
