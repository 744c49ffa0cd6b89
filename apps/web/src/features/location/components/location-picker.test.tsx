import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { fakeMap, mall, mapSettings, requests, stubGeolocation } from '@/test/location-fixtures';
import { LocationPicker, type LocationPickerProps } from './location-picker';

vi.mock('./location-map', async () => (await import('@/test/location-fixtures')).mockLocationMap());

const OUTSIDE = { status: 404, body: { errors: [{ code: 'service_not_available', message: 'Service is not available in this area yet.' }] } };

/** The zone answer for the next lookups; the first point is inside zone [2,1]. */
let zoneAnswer: MockResponse;

function setup(props: Partial<LocationPickerProps> = {}) {
  const fetchMock = mockFetch({
    'zone/list': { body: [] },
    'config/geocode-api': { body: { results: [{ formatted_address: 'Sheikh Zayed Rd, Dubai', place_id: 'g1', geometry: { location: { lat: 0, lng: 0 } } }] } },
    'config/get-zone-id': () => zoneAnswer,
    'config/place-api-autocomplete': { body: { predictions: [mall] } },
    'config/place-api-details': {
      body: { result: { place_id: mall.place_id, name: 'The Dubai Mall', formatted_address: 'The Dubai Mall, Financial Center Rd', geometry: { location: { lat: 25.1985, lng: 55.2796 } } } },
    },
  });
  const handlers = { onClose: vi.fn(), onContinue: vi.fn() };
  renderWithApp(<LocationPicker options={{}} settings={mapSettings} {...handlers} {...props} />);
  return { fetchMock, ...handlers };
}

const pickButton = () => screen.getByTestId('pick-location-button') as HTMLButtonElement;
const whenResolved = () => waitFor(() => expect(pickButton().disabled).toBe(false));

describe('LocationPicker', () => {
  beforeEach(() => {
    zoneAnswer = { body: { zone_id: '[2,1]', zone_data: [] } };
  });

  it('opens at the business default location at zoom 10 and resolves its address and zone', async () => {
    const { fetchMock } = setup();
    expect(screen.getByTestId('location-picker')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pick Location' })).toBeTruthy();
    expect(screen.getByTestId('fake-map').dataset).toMatchObject({ center: '25.2,55.27', zoom: '10' });
    expect(pickButton().disabled).toBe(true);

    await whenResolved();
    expect(screen.getByTestId('resolved-address').textContent).toBe('Sheikh Zayed Rd, Dubai');
    expect(requests(fetchMock)).toEqual(
      expect.arrayContaining(['config/geocode-api?lat=25.2&lng=55.27', 'config/get-zone-id?lat=25.2&lng=55.27']),
    );
  });

  it('goes to a chosen suggestion at zoom 17 and enables the button once its zone is known', async () => {
    const { fetchMock } = setup();
    await whenResolved();

    fireEvent.change(screen.getByTestId('location-search-input'), { target: { value: 'mall' } });
    fireEvent.click(await screen.findByRole('option', {}, { timeout: 2000 }));

    await waitFor(() => expect(screen.getByTestId('fake-map').dataset).toMatchObject({ center: '25.1985,55.2796', zoom: '17' }));
    await whenResolved();
    expect(screen.getByTestId('resolved-address').textContent).toBe('The Dubai Mall, Financial Center Rd');
    const calls = requests(fetchMock);
    expect(calls).toContain('config/place-api-details?placeid=p-mall');
    expect(calls).toContain('config/get-zone-id?lat=25.1985&lng=55.2796');
    // The place brought its own address: no reverse geocoding for it.
    expect(calls).not.toContain('config/geocode-api?lat=25.1985&lng=55.2796');
  });

  it('saves zoneid, location and currentLatLng on confirm and hands over to the module choice', async () => {
    const { onContinue, onClose } = setup();
    await whenResolved();

    fireEvent.click(pickButton());

    expect(localStorage.getItem('zoneid')).toBe('[2,1]');
    expect(localStorage.getItem('location')).toBe('Sheikh Zayed Rd, Dubai');
    expect(JSON.parse(localStorage.getItem('currentLatLng')!)).toEqual({ lat: 25.2, lng: 55.27 });
    const location = { zoneId: '[2,1]', address: 'Sheikh Zayed Rd, Dubai', latLng: { lat: 25.2, lng: 55.27 } };
    expect(onContinue).toHaveBeenCalledWith(location, { replaced: false });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('in parcel mode returns the location to the caller and closes', async () => {
    const onPick = vi.fn();
    const { onContinue, onClose } = setup({ options: { mode: 'parcel', onPick } });
    await whenResolved();
    fireEvent.click(pickButton());
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ zoneId: '[2,1]' }));
    expect(onClose).toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('outside every zone turns the button into an error with the server message; clicking keeps the last zone and closes', async () => {
    const { onClose, onContinue } = setup();
    await whenResolved();

    zoneAnswer = OUTSIDE;
    fakeMap.dragTo = { lat: 24.4764, lng: 54.3225 };
    fireEvent.click(screen.getByTestId('fake-map'));

    await waitFor(() => expect(pickButton().textContent).toBe('Service is not available in this area yet.'));
    expect(pickButton().disabled).toBe(false);
    expect(pickButton().className).toContain('bg-red-600');

    fireEvent.click(pickButton());
    expect(onClose).toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
    expect(localStorage.getItem('zoneid')).toBe('[2,1]');
    expect(JSON.parse(localStorage.getItem('currentLatLng')!)).toEqual({ lat: 25.2, lng: 55.27 });
  });

  it('shows the permission dialog when the browser refuses the position', async () => {
    const getCurrentPosition = stubGeolocation((_ok, fail) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError));
    setup();

    fireEvent.click(screen.getByTestId('use-current-location'));

    expect(await screen.findByText('Please allow browser location permission')).toBeTruthy();
    expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({ timeout: 5000, enableHighAccuracy: false });
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    expect(screen.queryByText('Please allow browser location permission')).toBeNull();
  });

  it('moves to the current position at zoom 17', async () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 25.0805, longitude: 55.1403 } } as GeolocationPosition));
    const { fetchMock } = setup();
    fireEvent.click(screen.getByTestId('use-current-location'));
    await waitFor(() => expect(screen.getByTestId('fake-map').dataset).toMatchObject({ center: '25.0805,55.1403', zoom: '17' }));
    await whenResolved();
    expect(requests(fetchMock)).toContain('config/geocode-api?lat=25.0805&lng=55.1403');
  });

  it('opens at the saved location up close, with its saved address', async () => {
    localStorage.setItem('zoneid', '[3]');
    localStorage.setItem('location', 'Marina Walk');
    localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.08, lng: 55.14 }));
    setup();
    expect(screen.getByTestId('fake-map').dataset).toMatchObject({ center: '25.08,55.14', zoom: '17' });
    expect(screen.getByTestId('resolved-address').textContent).toBe('Marina Walk');
  });
});
